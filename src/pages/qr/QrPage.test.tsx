import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import QrPage from './QrPage';
import { renderPublicPage } from '../login/testing/renderPublicPage';
import { clearCallError } from '../../transport/callState';
import { setToken } from '../../auth/tokenStore';
import { makeToken } from '../../auth/testing/makeToken';

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const seen: { method: string; query: string; body?: unknown }[] = [];
const server = setupServer(
  http.get('/api/account/qr', ({ request }) => {
    seen.push({ method: 'GET', query: new URL(request.url).search });
    return HttpResponse.json({ username: 'ann', qr: IMAGE, otpauthUrl: 'otpauth://x', enrolled: false });
  }),
  http.post('/api/account/qr', async ({ request }) => {
    const body = (await request.json()) as { code: string };
    seen.push({ method: 'POST', query: '', body });
    if (body.code !== '123456') {
      const fields = { code: 'That code is not valid.' };
      return HttpResponse.json(
        { statusCode: 400, code: 'VALIDATION', message: 'code: That code is not valid.', fields },
        { status: 400 },
      );
    }
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  clearCallError();
});
afterAll(() => server.close());

const renderAt = (url: string) => renderPublicPage('/qr', url, <QrPage />);

describe('QrPage', () => {
  it('shows the QR image of the link token and confirms a 6-digit code', async () => {
    renderAt('/qr?token=link-token');
    expect(await screen.findByRole('img', { name: 'QR code for ann' })).toHaveAttribute('src', IMAGE);
    expect(seen[0]).toEqual({ method: 'GET', query: '?token=link-token' });
    await userEvent.type(screen.getByLabelText('Code'), '12{Enter}');
    expect(screen.getByText('Enter the 6 digits shown in your authenticator app')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '0000{Enter}');
    expect(await screen.findByText('That code is not valid.', { exact: true })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByText(/Two-factor authentication is set up/)).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ code: '123456', token: 'link-token' });
  });

  it('shows the QR of the signed-in account without a link token', async () => {
    setToken(makeToken());
    renderAt('/qr');
    expect(await screen.findByRole('img', { name: 'QR code for ann' })).toBeInTheDocument();
    expect(seen[0]).toEqual({ method: 'GET', query: '' });
  });

  it('explains what is wrong when there is neither a link token nor a session', () => {
    renderAt('/qr');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no token');
    expect(seen).toEqual([]);
  });
});
