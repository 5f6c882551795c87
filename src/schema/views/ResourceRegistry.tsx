import { useMemo, type ReactNode } from 'react';
import { ResourceDefinitionContextProvider, RouterProviderContext } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/ResourceDefinition';
import { raResourceDefinitions } from '../raResourceDefinitions';
import { specPathRouterProvider } from './specPathRouterProvider';

/**
 * react-admin's resource registry filled with the definitions, and its links resolved to their routes: the app
 * mounts its own routes, not `<Resource>` elements, which would register each resource on render. So stock
 * components and hooks know our resources (`ReferenceField`, `useCreatePath`, `useResourceDefinitions`,
 * `useGetRecordRepresentation`) and open our pages. Read once: the registry does not change while the app runs.
 *
 * @example
 * <AdminContext …><ResourceRegistry registry={registry}>…</ResourceRegistry></AdminContext>
 */
export function ResourceRegistry({
  registry,
  children,
}: {
  registry: readonly ResourceDefinition[];
  children: ReactNode;
}) {
  const definitions = useMemo(() => raResourceDefinitions(registry), [registry]);
  const router = useMemo(() => specPathRouterProvider(registry), [registry]);
  return (
    <RouterProviderContext.Provider value={router}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        {children}
      </ResourceDefinitionContextProvider>
    </RouterProviderContext.Provider>
  );
}
