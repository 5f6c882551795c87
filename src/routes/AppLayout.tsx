import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { ErrorProps } from 'react-admin';
import { Layout } from '../layout/Layout';
import { AppError } from '../pages/errors/AppError';
import { prefetchPages } from './prefetchPages';

const LayoutError = ({ error }: ErrorProps) => <AppError error={error} />;

/**
 * The signed-in layout with the app's error page; once idle and the first page's data is in, it prefetches the
 * pages' code. Lazy-loaded (LazyLayout), so public pages never download it.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => prefetchPages(queryClient), [queryClient]);
  return <Layout error={LayoutError}>{children}</Layout>;
}
