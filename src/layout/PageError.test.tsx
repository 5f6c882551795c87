import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DefaultTitleContextProvider, type ErrorProps } from 'react-admin';
import { useState, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from '../routing/Link';
import { MemoryRouter } from '../routing/MemoryRouter';
import { Route } from '../routing/Route';
import { Routes } from '../routing/Routes';
import { describe, expect, it, vi } from 'vitest';
import { PageError } from './PageError';

const ErrorPage = ({ error, errorInfo, title }: ErrorProps) => (
  <div role="alert">
    <p>{`${title}: ${(error as Error).message}`}</p>
    <p>{errorInfo ? 'with its component stack' : 'without a component stack'}</p>
  </div>
);

const Broken = (): never => {
  throw new Error('Boom');
};

/** A page behind an error boundary as the layout's, with a link to another page. */
function Frame() {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <>
      <Link to="/fine">Elsewhere</Link>
      <ErrorBoundary
        onError={(_error, info) => setErrorInfo(info)}
        fallbackRender={({ error, resetErrorBoundary }) => (
          <PageError
            error={error}
            errorComponent={ErrorPage}
            errorInfo={errorInfo}
            resetErrorBoundary={resetErrorBoundary}
          />
        )}
      >
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>A page that works</p>} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}

const renderBroken = () =>
  render(
    <DefaultTitleContextProvider value="Dashboard">
      <MemoryRouter initialEntries={['/broken']}>
        <Frame />
      </MemoryRouter>
    </DefaultTitleContextProvider>,
  );

describe('PageError', () => {
  it('shows the app’s error page with the error, its component stack and the app’s title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBroken();
    expect(screen.getByRole('alert')).toHaveTextContent('Dashboard: Boom');
    expect(await screen.findByText('with its component stack')).toBeInTheDocument();
  });

  it('shows the next page once the route changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBroken();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('A page that works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
