import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPublicPage } from '../login/testing/renderPublicPage';
import { clearCallError } from '../../transport/callState';

const requests: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.post('/api/forgot-password', async ({ request }) => {
    requests.push({ path: '/forgot-password', body: await request.json() });
    return HttpResponse.json({ ok: true });
  }),
  http.post('/api/account/reset-password', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    requests.push({ path: '/account/reset-password', body });
    if (body.token !== 'good') {
      const fields = { token: 'This link is invalid or has expired.' };
      return HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'token: This link is invalid or has expired.',
          fields,
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPublicPage('/forgot-password', url, <ForgotPasswordPage />);

describe('ForgotPasswordPage', () => {
  it('requests a reset link by username or email', async () => {
    renderAt('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your username or email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username or email'), 'ann@example.com{Enter}');
    expect(await screen.findByText(/a link to reset its password has been sent/)).toBeInTheDocument();
    expect(requests).toEqual([{ path: '/forgot-password', body: { username: 'ann@example.com' } }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('with ?token= sets a new password twice, checking length and match, then goes to /login', async () => {
    renderAt('/forgot-password?token=good');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'other{Enter}');
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'long enough{Enter}');
    expect(await screen.findByText('Login route')).toBeInTheDocument();
    expect(requests).toEqual([
      { path: '/account/reset-password', body: { token: 'good', password: 'long enough' } },
    ]);
  });

  it("shows the server's message when the link is no longer valid", async () => {
    renderAt('/forgot-password?token=old');
    await userEvent.type(screen.getByLabelText('New password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'long enough{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is invalid or has expired\.$/);
  });
});
