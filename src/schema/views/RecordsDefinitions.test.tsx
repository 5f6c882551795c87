import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';

type Values = Record<string, unknown>;

const member = {
  id: 12,
  username: 'anna12',
  email: 'anna12@example.com',
  emailVerified: true,
  state: 'active',
  affiliateCode: 'AFF-1',
  credits: 40,
  whitelabel: 1,
  family: 1,
  whitelabels: [{ whitelabel: 1, partnerCode: 'PX-1' }],
  private: { account_iban: '•••• 4300', address_city: '••••', identity_front_image: '••••' },
  version: 2,
};
const studio = {
  id: 4,
  name: 'Lotus Media',
  email: 'desk@lotus.example',
  state: 'active',
  users: [],
  contacts: [],
  details: {
    accountState: 'ok',
    country: 'NL',
    iban: '•••• 4300',
    payoutInterval: 'Monthly',
    approved: true,
  },
  meta: { studioWebsite: 'https://lotus.example' },
  whitelabel: { id: 1, name: 'Cams', tt_productGroup: 'cams' },
  version: 1,
};
const performer = {
  id: 5,
  username: 'lola',
  email: 'lola@example.com',
  emailVerified: true,
  affiliateCode: 'AFF-2',
  studio: 4,
  approved: false,
  earnings: { today: 1250, thisMonth: 123456, lastMonth: 0, total: 9876543 },
  private: { account_iban: '•••• 9999', gender: '••••' },
  profile: { location: 'Utrecht', appearance: { eyeColor: 'green' }, profile_texts: { motto: 'Carpe diem' } },
  identity: { photoFrontData: '••••', photoBackData: '••••' },
  attachments: [{ kind: '••••', file: '••••', createdAt: '••••' }],
  version: 1,
};
const blacklabel = {
  id: 2,
  name: 'Night Cams',
  domain: 'night.example.com',
  partner: 3,
  productGroup: 'cams',
  locales: ['en', 'nl'],
  state: 'live',
  version: 1,
};
const partner = {
  id: 3,
  name: 'Night Partner',
  partnerCode: 'P1003',
  email: 'desk@night.example',
  state: 'active',
  users: [],
  contacts: [],
  details: { partnerCode: 'P1003', country: 'NL', iban: '•••• 4300' },
  meta: {},
  whitelabel: { id: 1, name: 'Cams', tt_productGroup: 'cams' },
  siteCount: 2,
  sites: 'Cams, Cams DE',
  minutes: 4321,
  revenue: 123456,
  version: 1,
};
const named: Record<string, Values> = {
  whitelabels: { id: 1, name: 'Cams site' },
  families: { id: 1, name: 'Cams family' },
  partners: { id: 3, name: 'Night Partner' },
};

/** The Records calls as docs/API.md shapes them: declared calls in `{ data }`, simple-rest bare with a Content-Range. */
const server = setupServer(
  http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (request.method === 'POST' && path === '/forwarding/admin') {
      const { route } = (await request.json()) as { route: string };
      if (route === '/studio/4') return HttpResponse.json({ data: studio });
      return HttpResponse.json({ data: [], total: 0 });
    }
    if (path === '/member/12') return HttpResponse.json({ data: member });
    if (path === '/wse/users/5') return HttpResponse.json(performer);
    if (path === '/blacklabels/2') return HttpResponse.json(blacklabel);
    if (path === '/partner/3') return HttpResponse.json({ data: partner });
    if (path === '/partners') return HttpResponse.json({ data: [named.partners], total: 1 });
    if (url.searchParams.has('range')) {
      const record = named[path.slice(1)];
      const rows = record ? [record] : [];
      return HttpResponse.json(rows, {
        headers: { 'Content-Range': `items 0-${rows.length}/${rows.length}` },
      });
    }
    return HttpResponse.json({ data: [], total: 0 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the Records definitions on the generic record page', { timeout: 60_000 }, () => {
  it('member: private part masked with a Reveal each, actions, whitelabels table, related lists by role', async () => {
    renderWithAdmin({ registry, path: '/member/12', roles: ['SEARCH_MEMBER', 'DONATE_CREDITS'] });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
    expect(await screen.findByLabelText('IBAN')).toHaveValue('•••• 4300');
    expect(screen.getByRole('button', { name: 'Reveal IBAN' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Document front: hidden' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Whitelabels' })).findByText('Cams site'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(payments).findByText(
        'You need the role Member payments (VIEW_MEMBER_PAYMENTS) to see Payments.',
      ),
    ).toBeInTheDocument();
    const ledger = screen.getByRole('region', { name: 'Credits ledger' });
    expect(await within(ledger).findByText(/No .* yet\./)).toBeInTheDocument();
  });

  it('studio: write-only password, masked IBAN in the details, read-only whitelabel, its performers', async () => {
    renderWithAdmin({ registry, path: '/studio/4', roles: ['VIEW_STUDIOS', 'VIEW_NEW_PERFORMERS'] });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lotus Media'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(await screen.findByLabelText('IBAN')).toHaveValue('•••• 4300');
    const whitelabel = screen.getByRole('group', { name: 'Whitelabel' });
    expect(within(whitelabel).getByText('cams')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Performers' })).toBeInTheDocument();
  });

  it('performer: earnings as money, profile subheadings, identity pictures hidden, attachments table', async () => {
    renderWithAdmin({ registry, path: '/performer/5', roles: ['VIEW_NEW_PERFORMERS'] });
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('lola'));
    const earnings = await screen.findByRole('group', { name: 'Earnings' });
    expect(within(earnings).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(within(earnings).getByText('€ 98.765,43')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile texts' })).toBeInTheDocument();
    expect(screen.getByLabelText('Motto')).toHaveValue('Carpe diem');
    expect(screen.getByRole('img', { name: 'Photo front: hidden' })).toBeInTheDocument();
    const attachments = screen.getByRole('table', { name: 'Attachments' });
    expect(within(attachments).getByRole('button', { name: 'Reveal File' })).toBeInTheDocument();
  });

  it('partner: its sections, its code, sites and revenue; the minutes only for VIEW_MINUTES', async () => {
    const { unmount } = renderWithAdmin({ registry, path: '/partner/3', roles: ['VIEW_WSE_PARTNERS'] });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Night Partner'));
    for (const section of ['Partner', 'Traffic', 'Details', 'Meta', 'Whitelabel'])
      expect(await screen.findByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Partner code')[0]).toHaveValue('P1003');
    expect(screen.getByLabelText('Whitelabel sites')).toHaveValue('Cams, Cams DE');
    expect(screen.getByLabelText('Revenue')).toHaveValue(1234.56);
    expect(screen.queryByLabelText('Minutes')).not.toBeInTheDocument();
    unmount();
    renderWithAdmin({ registry, path: '/partner/3', roles: ['VIEW_WSE_PARTNERS', 'VIEW_MINUTES'] });
    expect(await screen.findByLabelText('Minutes')).toHaveValue(4321);
  });

  it('blacklabel: its site, partner by name and locales', async () => {
    renderWithAdmin({ registry, path: '/blacklabel/2', roles: ['VIEW_WSE_PARTNERS', 'EDIT_WSE_PARTNERS'] });
    await waitFor(() => expect(screen.getByLabelText('Domain')).toHaveValue('night.example.com'));
    expect(await screen.findByDisplayValue('Night Partner')).toBeInTheDocument();
    expect(screen.getByText('Dutch')).toBeInTheDocument();
  });
});
