import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import QrPage from './QrPage';
import { renderPublicPage } from '../login/testing/renderPublicPage';
import { clearCallError } from '../../transport/callState';
import { clearToken, setToken } from '../../auth/tokenStore';
import { makeToken } from '../../auth/testing/makeToken';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const seen: { method: string; query: string; body?: unknown }[] = [];
let enrolled = false;

const invalid = (fields: Record<string, string>) =>
  HttpResponse.json({ statusCode: 400, code: 'VALIDATION', message: 'Invalid', fields }, { status: 400 });

const server = setupServer(
  http.get('/api/account/qr', ({ request }) => {
    seen.push({ method: 'GET', query: new URL(request.url).search });
    return HttpResponse.json({ username: 'ann', qr: IMAGE, otpauthUrl: 'otpauth://x', enrolled });
  }),
  http.post('/api/account/qr', async ({ request }) => {
    const body = (await request.json()) as { code: string; password: string; currentCode?: string };
    seen.push({ method: 'POST', query: '', body });
    if (body.password !== 'right-password') return invalid({ password: 'That password is not right.' });
    if (enrolled && body.currentCode !== '654321')
      return invalid({
        currentCode: 'That code is not valid. Enter the current code of the app you use now.',
      });
    if (body.code !== '123456') return invalid({ code: 'That code is not valid.' });
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  enrolled = false;
  clearToken();
  clearCallError();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPublicPage('/qr', url, <QrPage />);

describe('QrPage', () => {
  it('confirms the QR of a link with the password and a 6-digit code, saying what is missing or wrong', async () => {
    renderAt('/qr?token=link-token');
    expect(await screen.findByRole('img', { name: 'QR code for ann' })).toHaveAttribute('src', IMAGE);
    expect(seen[0]).toEqual({ method: 'GET', query: '?token=link-token' });
    await userEvent.type(screen.getByLabelText('Code'), '12{Enter}');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6 digits shown in your authenticator app')).toBeInTheDocument();
    expect(seen).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.type(screen.getByLabelText('Code'), '0000{Enter}');
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password{Enter}');
    expect(await screen.findByText('That code is not valid.', { exact: true })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByText(/Two-factor authentication is set up/)).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ code: '123456', password: 'right-password', token: 'link-token' });
  });

  it('asks a signed-in account that uses an authenticator for a code of it before replacing it', async () => {
    enrolled = true;
    setToken(makeToken());
    renderAt('/qr');
    expect(await screen.findByText(/replaces the authenticator app you use now/)).toBeInTheDocument();
    expect(seen[0]).toEqual({ method: 'GET', query: '' });
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.type(screen.getByLabelText('Code of the new authenticator app'), '123456{Enter}');
    expect(screen.getByText('Enter the 6 digits your current authenticator app shows')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code of your current authenticator app'), '111111{Enter}');
    expect(await screen.findByText(/Enter the current code of the app you use now/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code of your current authenticator app'));
    await userEvent.type(screen.getByLabelText('Code of your current authenticator app'), '654321{Enter}');
    expect(await screen.findByText(/Two-factor authentication is set up/)).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ code: '123456', password: 'right-password', currentCode: '654321' });
  });

  it('asks a QR link no code of the old authenticator (the link is for a lost one)', async () => {
    enrolled = true;
    renderAt('/qr?token=link-token');
    expect(await screen.findByText(/replaces the authenticator app you use now/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Code of your current authenticator app')).not.toBeInTheDocument();
  });

  it('explains what is wrong when there is neither a link token nor a session', () => {
    renderAt('/qr');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no token');
    expect(seen).toEqual([]);
  });
});
