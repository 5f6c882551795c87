import { styled } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, type ErrorProps } from 'react-admin';
import { PageError } from './PageError';
import { SkipToContent } from './SkipToContent';
import { Sidebar } from './sidebar/Sidebar';

// react-admin's class names: our theme (dashboardTheme) styles the frame by them.
const classes = {
  appFrame: 'RaLayout-appFrame',
  contentWithSidebar: 'RaLayout-contentWithSidebar',
  content: 'RaLayout-content',
};

const Frame = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    zIndex: 1,
    minHeight: '100vh',
    minWidth: 'fit-content',
    width: '100%',
    backgroundColor: theme.palette.background.default,
    [`& .${classes.appFrame}`]: {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    [`& .${classes.contentWithSidebar}`]: { display: 'flex', flexGrow: 1 },
    [`& .${classes.content}`]: {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      zIndex: 2,
      padding: theme.spacing(0, 1),
      backgroundColor: theme.palette.background.default,
    },
  }),
);

export interface LayoutFrameProps {
  header: ReactNode;
  menu: ReactNode;
  /** What a page that fails while rendering shows. */
  error: ComponentType<ErrorProps>;
  children: ReactNode;
}

/**
 * The signed-in page's frame, as react-admin's layout draws it: a skip link, the header, the sidebar with the menu
 * beside the page, and the page behind an error boundary that resets when the route changes. Ours because
 * react-admin's brings its own menu (with its keyboard shortcuts library) and its preferences inspector, which we
 * do not use.
 */
export function LayoutFrame({ header, menu, error, children }: LayoutFrameProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Frame className="layout">
      <SkipToContent />
      <div className={classes.appFrame}>
        {header}
        <main className={classes.contentWithSidebar}>
          <Sidebar>{menu}</Sidebar>
          <div id="main-content" className={classes.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error: thrown, resetErrorBoundary }) => (
                <PageError
                  error={thrown}
                  errorComponent={error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}
