import type { ResourceDefinitions } from 'react-admin';
import { offers } from '../../contract/offers';
import type { ResourceDefinition } from '../../contract/ResourceDefinition';
import type { DefinitionOptions } from './DefinitionOptions';

/**
 * react-admin's resource registry from the definitions, as `<Resource>` elements would have registered it: the
 * record page (a definition's `edit` route) shows every record and edits or creates where the API offers that.
 *
 * @example
 * raResourceDefinitions([members]).members; // { name: 'members', hasShow: true, hasEdit: true, hasCreate: false, … }
 */
export function raResourceDefinitions(
  registry: readonly ResourceDefinition[],
): ResourceDefinitions<DefinitionOptions> {
  return Object.fromEntries(
    registry.map((definition) => {
      const { name, label, recordRepresentation, routes } = definition;
      const recordPage = routes.edit !== undefined;
      return [
        name,
        {
          name,
          options: { label: label.many, definition },
          recordRepresentation,
          hasList: routes.list !== undefined,
          hasShow: recordPage,
          hasEdit: recordPage && offers(definition, 'update'),
          hasCreate: recordPage && offers(definition, 'create'),
        },
      ];
    }),
  );
}
