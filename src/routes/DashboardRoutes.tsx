import { DefaultTitleContextProvider, LogoutOnMount, useAuthState, useScrollToTop } from 'ra-core';
import type { ReactElement, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route } from '../routing/Route';
import { Routes } from '../routing/Routes';
import { PageLoading } from '../layout/progress/PageLoading';
import { AppError } from '../pages/errors/AppError';
import { AuthenticationErrorPage } from '../pages/errors/AuthenticationErrorPage';
import { NotAuthorizedPage } from '../pages/errors/NotAuthorizedPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { DocumentTitle } from './DocumentTitle';
import { HomeRoute } from './HomeRoute';
import { LazyLayout } from './LazyLayout';

export interface DashboardRoutesProps {
  title: string;
  /** Pages open to anyone, without the layout. */
  publicRoutes: ReactElement[];
  /** Pages inside the signed-in layout. */
  signedInRoutes: ReactElement[];
}

const RootError = ({ error }: { error: unknown }) => (
  <div style={{ minHeight: '100vh' }}>
    <AppError error={error} />
  </div>
);

/**
 * The routes react-admin's CoreAdminUI lays out (public pages; the signed-in layout with the home page, the
 * authentication-error and access-denied pages and a catch-all; a sign-out where no one is signed in), declared
 * here: CoreAdminUI reads its routes from its children again in an effect after the first commit and stores them
 * anew, which drew the whole page a second time right after it first showed (1,300 components on the accounts
 * list, in one task that cannot yield).
 *
 * @example
 * <DashboardRoutes title="wse-dashboard" publicRoutes={publicRoutes()} signedInRoutes={pageRoutes()} />
 */
export function DashboardRoutes({ title, publicRoutes, signedInRoutes }: DashboardRoutesProps) {
  return (
    <DefaultTitleContextProvider value={title}>
      <DocumentTitle appTitle={title} />
      <ErrorBoundary FallbackComponent={RootError}>
        <Routes>
          {publicRoutes}
          <Route path="/*" element={<SignedInPages>{signedInRoutes}</SignedInPages>} />
        </Routes>
      </ErrorBoundary>
    </DefaultTitleContextProvider>
  );
}

function SignedInPages({ children }: { children: ReactNode }) {
  useScrollToTop();
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending)
    return (
      <div style={{ height: '100vh' }}>
        <PageLoading />
      </div>
    );
  if (!authenticated) return <LogoutOnMount />;
  return (
    <LazyLayout>
      <Routes>
        {children}
        <Route path="/" element={<HomeRoute />} />
        <Route path="/authentication-error" element={<AuthenticationErrorPage />} />
        <Route path="/access-denied" element={<NotAuthorizedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </LazyLayout>
  );
}
