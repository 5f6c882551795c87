import type { ComponentType, ReactNode } from 'react';
import type { ErrorProps } from 'react-admin';
import { SessionManager } from '../auth/SessionManager';
import { Banner } from './Banner';
import { DialogProvider } from './dialogs/DialogProvider';
import { Header } from './header/Header';
import { LayoutFrame } from './LayoutFrame';
import { SidebarMenu } from './menu/SidebarMenu';
import { RouteProgressBar } from './progress/RouteProgressBar';
import { RouteLogger } from './RouteLogger';

export interface LayoutProps {
  children: ReactNode;
  /** What a page that fails while rendering shows (the app's error page). */
  error: ComponentType<ErrorProps>;
}

/**
 * The signed-in frame of docs/product.md#screens-and-routes: header, collapsible sidebar with search, banner,
 * dialogs, route progress and the session watcher.
 *
 * @example
 * <Layout error={AppErrorPage}>{children}</Layout>
 */
export function Layout({ children, error }: LayoutProps) {
  return (
    <DialogProvider>
      {/* Outside the page's Suspense and error boundary: activity while a page's code loads, or after it failed,
          still counts, and the session is watched on every page. */}
      <SessionManager />
      <RouteProgressBar />
      <LayoutFrame header={<Header />} menu={<SidebarMenu />} error={error}>
        <RouteLogger />
        <Banner />
        {children}
      </LayoutFrame>
    </DialogProvider>
  );
}
