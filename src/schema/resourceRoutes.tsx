import { Suspense, type ReactElement } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceDefinition } from './ResourceDefinition';
import { RegistryContext } from './views/RegistryContext';
import { RESOURCE_SCREENS } from '../routes/resourceScreens';

const { List: ResourceListPage, Edit: ResourceEditPage } = RESOURCE_SCREENS;

/** Wraps a resource screen, e.g. in the app's page-access gate that shows its not-authorized page. */
export type ScreenGuard = (definition: ResourceDefinition, screen: ReactElement) => ReactElement;

const unguarded: ScreenGuard = (_definition, screen) => screen;

/**
 * `<Route>` elements for every resource's spec paths: its list path and its combined edit/create path,
 * each in the resource's context and loading its generic screen on first visit. `guard` wraps each
 * screen; the resource's `list` rule (its view role) is what a guard should check.
 *
 * @example
 * <CustomRoutes>
 *   {resourceRoutes(registry, (definition, screen) => <PageAccessGate pageKey={definition.name}>{screen}</PageAccessGate>)}
 * </CustomRoutes>
 */
export function resourceRoutes(
  registry: readonly ResourceDefinition[],
  guard: ScreenGuard = unguarded,
): ReactElement[] {
  const screen = (definition: ResourceDefinition, view: ReactElement) => (
    <RegistryContext.Provider value={registry}>
      <ResourceContextProvider value={definition.name}>
        {guard(definition, <Suspense fallback={<Loading />}>{view}</Suspense>)}
      </ResourceContextProvider>
    </RegistryContext.Provider>
  );
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
