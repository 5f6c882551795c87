import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDefinition } from './ResourceDefinition';

/**
 * `<Resource>` registrations without views, so react-admin knows each resource's label and record
 * representation (reference chips, titles); the screens themselves come from {@link resourceRoutes}.
 *
 * @example
 * <Admin …>{resourceElements(registry)}<CustomRoutes>{resourceRoutes(registry)}</CustomRoutes></Admin>
 */
export function resourceElements(registry: readonly ResourceDefinition[]): ReactElement[] {
  return registry.map((definition) => (
    <Resource
      key={definition.name}
      name={definition.name}
      recordRepresentation={definition.recordRepresentation}
      options={{ label: definition.label.many }}
    />
  ));
}
