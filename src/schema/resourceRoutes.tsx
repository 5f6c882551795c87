import { lazy, Suspense, type ReactElement } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router';
import type { ResourceDefinition } from './ResourceDefinition';

const ResourceListPage = lazy(() =>
  import('./views/ResourceListPage').then((module) => ({ default: module.ResourceListPage })),
);
const ResourceEditPage = lazy(() =>
  import('./views/ResourceEditPage').then((module) => ({ default: module.ResourceEditPage })),
);

function screen(definition: ResourceDefinition, view: ReactElement) {
  return (
    <ResourceContextProvider value={definition.name}>
      <Suspense fallback={<Loading />}>{view}</Suspense>
    </ResourceContextProvider>
  );
}

/**
 * `<Route>` elements for every resource's spec paths: its list path and its combined edit/create path,
 * each in the resource's context and loading its generic screen on first visit.
 *
 * @example
 * <CustomRoutes>{resourceRoutes(registry)}</CustomRoutes>
 */
export function resourceRoutes(registry: readonly ResourceDefinition[]): ReactElement[] {
  return registry.flatMap((definition) => {
    const { list, edit } = definition.routes;
    return [
      ...(list
        ? [
            <Route
              key={list}
              path={list}
              element={screen(definition, <ResourceListPage definition={definition} />)}
            />,
          ]
        : []),
      ...(edit
        ? [
            <Route
              key={edit}
              path={edit}
              element={screen(definition, <ResourceEditPage definition={definition} />)}
            />,
          ]
        : []),
    ];
  });
}
