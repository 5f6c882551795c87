import type { ComponentType, ErrorInfo } from 'react';
import { useDefaultTitle, useResetErrorBoundaryOnLocationChange, type ErrorProps } from 'react-admin';

export interface PageErrorProps {
  error: unknown;
  /** The app's error page: what a failed page shows. */
  errorComponent: ComponentType<ErrorProps>;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: () => void;
}

/**
 * A page error boundary's fallback, as react-admin's Error does it when given the app's error page: that page, with
 * the error, its component stack and the app's title, cleared when the route changes. Ours because react-admin's
 * also imports its own error page (a Title, with the title's editor, and an Accordion) that we never show.
 *
 * @example
 * <ErrorBoundary fallbackRender={({ error, resetErrorBoundary }) => (
 *   <PageError error={error} errorComponent={AppErrorPage} resetErrorBoundary={resetErrorBoundary} />
 * )}>…</ErrorBoundary>
 */
export function PageError({
  error,
  errorComponent: ErrorComponent,
  errorInfo,
  resetErrorBoundary,
}: PageErrorProps) {
  const title = useDefaultTitle();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ErrorComponent error={error} errorInfo={errorInfo} title={title} />;
}
