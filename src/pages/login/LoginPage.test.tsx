import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import LoginPage from './LoginPage';
import { renderPublicPage } from './testing/renderPublicPage';
import { makeToken } from '../../auth/testing/makeToken';
import { getToken } from '../../auth/tokenStore';
import { clearCallError } from '../../transport/callState';
import { watchShellLogin } from './shellLogin';

const token = makeToken();
const bodies: unknown[] = [];
const server = setupServer(
  http.post('/api/login', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string; code?: string };
    bodies.push(body);
    if (body.password !== 'secret') {
      return HttpResponse.json(
        { statusCode: 401, code: 'UNAUTHORIZED', message: 'Wrong username or password.' },
        { status: 401 },
      );
    }
    if (body.username === 'totp' && body.code !== '123456') {
      const message = body.code
        ? 'That code is not valid. Enter the current code.'
        : 'Enter the code from your authenticator app.';
      return HttpResponse.json({ statusCode: 401, code: 'TOTP_REQUIRED', message }, { status: 401 });
    }
    return HttpResponse.json({ token, exp: 0, account: { id: 1, username: body.username }, roles: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  bodies.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const renderLogin = () => renderPublicPage('/login', '/login', <LoginPage />);

/** The server's sign-in form (appShell), typed in and submitted before the app's code came. */
async function useServerForm(username: string, password: string) {
  const form = document.createElement('form');
  form.className = 'public-shell-form';
  form.innerHTML = '<input name="username"><input name="password" type="password">';
  document.body.append(form);
  watchShellLogin();
  await userEvent.type(form.querySelector('input[name="username"]')!, username);
  await userEvent.type(form.querySelector('input[name="password"]')!, password);
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  // What the app draws first takes the form's place: the login page finds it all the same.
  form.remove();
}

describe('LoginPage', () => {
  it("takes over the server's form: what was typed, the focus, and the submit made before it came", async () => {
    await useServerForm('admin', 'secret');
    renderLogin();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await vi.waitFor(() => expect(bodies).toEqual([{ username: 'admin', password: 'secret' }]));
    expect(getToken()).toBe(token);
  });

  it('shows the sign-in form with a link to reset the password', () => {
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says what is missing and sends nothing', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('signs in with Enter, stores the token under dash:login and goes home', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(bodies).toEqual([{ username: 'admin', password: 'secret' }]);
  });

  it("shows the server's message for a wrong password", async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(getToken()).toBeNull();
  });

  it('asks for the TOTP code when the server requires it, then signs in with it', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'totp');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '000000{Enter}');
    expect(await screen.findByText('That code is not valid. Enter the current code.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ username: 'totp', password: 'secret', code: '123456' });
  });

  it('goes home when another tab signs in', async () => {
    renderLogin();
    localStorage.setItem('dash:login', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dash:login', oldValue: null, newValue: token }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
