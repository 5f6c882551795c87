import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, type ErrorProps } from 'react-admin';
import { SessionManager } from '../auth/SessionManager';
import { AppError } from '../pages/errors/AppError';
import { Banner } from './Banner';
import { DialogProvider } from './dialogs/DialogProvider';
import { Header } from './header/Header';
import { SidebarMenu } from './menu/SidebarMenu';
import { RouteProgressBar } from './progress/RouteProgressBar';
import { prefetchPages } from '../routes/prefetchPages';
import { RouteLogger } from './RouteLogger';

const LayoutError = ({ error }: ErrorProps) => <AppError error={error} />;

/**
 * The signed-in frame of spec §2: header, collapsible sidebar with search, banner, dialogs, route progress and
 * the session watcher; once idle and the first page's data is in, it prefetches the pages' code. Lazy-loaded, so public pages never download it.
 *
 * @example
 * <Admin layout={Layout}>…</Admin>
 */
export default function Layout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => prefetchPages(queryClient), [queryClient]);
  return (
    <DialogProvider>
      <RouteProgressBar />
      <RaLayout appBar={Header} menu={SidebarMenu} error={LayoutError}>
        <SessionManager />
        <RouteLogger />
        <Banner />
        {children}
      </RaLayout>
    </DialogProvider>
  );
}
