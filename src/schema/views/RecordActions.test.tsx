import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import audit from '../../../resources/audit';
import { renderWithAdmin } from '../../../tests/fixtures/renderWithAdmin';
import clientPayments from '../__fixtures__/clientPayments';
import clients from '../__fixtures__/clients';
import { clientsApi } from '../__fixtures__/clientsApi';
import sites from '../__fixtures__/sites';

const api = clientsApi();
const server = setupServer(...api.handlers);
const registry = [clients, clientPayments, sites, audit];
const ALL = ['DONATE_CREDITS', 'REDUCE_CREDITS', 'LOGIN_AS_MEMBER'];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('./ResourceEditPage');
});
afterEach(() => {
  server.resetHandlers();
  api.reset();
});
afterAll(() => server.close());

const creditCalls = () => api.sent.filter((call) => call.path === '/client/12/credits');

async function openPage(roles: string[] = ALL, accountId?: number) {
  renderWithAdmin({ registry, path: '/client/12', roles, accountId });
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('anna12'));
}

/** An action button once its role check has answered. */
async function actionButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('record actions on the edit page', { timeout: 30_000 }, () => {
  it('asks an action form in a dialog that says what it will do, and refuses bad input beside the inputs', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await actionButton('Donate credits'));
    const dialog = await screen.findByRole('dialog', { name: 'Donate credits: anna12' });
    expect(dialog).toHaveTextContent('Donate credits for client anna12.');
    await user.type(within(dialog).getByLabelText('Credits'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Donate credits' }));
    expect(await within(dialog).findByText('Credits must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(creditCalls()).toEqual([]);
  });

  it('opens the form with its first input focused, so what is typed at once goes into it', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await actionButton('Donate credits'));
    const dialog = await screen.findByRole('dialog', { name: 'Donate credits: anna12' });
    await waitFor(() => expect(within(dialog).getByLabelText('Credits')).toHaveFocus());
    await user.keyboard('25');
    await user.tab();
    await user.keyboard('Goodwill');
    expect(within(dialog).getByLabelText('Credits')).toHaveValue(25);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Goodwill');
  });

  it('books once with a request key, then notifies and shows the new balance', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByLabelText('Credits')).toHaveValue(40);
    await user.click(await actionButton('Donate credits'));
    const dialog = await screen.findByRole('dialog', { name: 'Donate credits: anna12' });
    await user.type(within(dialog).getByLabelText('Credits'), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill after an outage');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Donate credits' }));

    expect(await screen.findByText('Credits donated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(creditCalls()).toHaveLength(1);
    expect(creditCalls()[0]!.body).toEqual({
      direction: 'donate',
      amount: 25,
      reason: 'Goodwill after an outage',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.getByLabelText('Credits')).toHaveValue(65));
  });

  it('shows the server’s refusal in the dialog, keeps the values and retries with the same key', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '/api/client/12/credits',
        async ({ request }) => {
          api.sent.push({
            method: 'POST',
            path: '/client/12/credits',
            query: new URLSearchParams(),
            body: (await request.json()) as Record<string, unknown>,
          });
          return HttpResponse.json(
            { statusCode: 503, code: 'UNAVAILABLE', message: 'Ledger is busy, try again' },
            { status: 503 },
          );
        },
        { once: true },
      ),
    );
    await openPage();
    await user.click(await actionButton('Donate credits'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Credits'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refund');
    await user.click(within(dialog).getByRole('button', { name: 'Donate credits' }));

    expect(await within(dialog).findByText('Ledger is busy, try again')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Credits')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Refund');

    await user.click(within(dialog).getByRole('button', { name: 'Donate credits' }));
    expect(await screen.findByText('Credits donated')).toBeInTheDocument();
    const [failed, retried] = creditCalls();
    expect(retried!.body!.requestKey).toBe(failed!.body!.requestKey);
  });

  it('gives each opening of the dialog its own request key', async () => {
    const user = userEvent.setup();
    await openPage();
    for (const amount of ['1', '2']) {
      await user.click(await actionButton('Donate credits'));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Credits'), amount);
      await user.type(within(dialog).getByLabelText('Reason'), 'Bonus');
      await user.click(within(dialog).getByRole('button', { name: 'Donate credits' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const [first, second] = creditCalls();
    expect(first!.body!.requestKey).not.toBe(second!.body!.requestKey);
  });

  it('closes the dialog with Escape without sending anything', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await actionButton('Donate credits'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(creditCalls()).toEqual([]);
  });

  it('disables an action that does not apply, saying why', async () => {
    api.state.client = { ...api.state.client, credits: 0 };
    await openPage();
    // Asked again until it holds: the button is drawn again (a new node) once its deferred tooltip's code has come.
    await waitFor(() => {
      const reduce = screen.getByRole('button', { name: 'Reduce credits', description: 'The balance is 0' });
      expect(reduce).toBeDisabled();
    });
    expect(screen.getByRole('button', { name: 'Donate credits' })).toBeEnabled();
  });

  it('tells an action who is viewing (their own account cannot be disabled)', async () => {
    await openPage(ALL, 3);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Disable', description: 'You cannot disable your own account' }),
      ).toBeInTheDocument(),
    );
  });

  it('keeps an action disabled without its role', async () => {
    await openPage([]);
    expect(await screen.findByRole('button', { name: 'Donate credits' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
  });

  it('confirms first, then shows the link it answers with, when it expires, and copies it', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await actionButton('Login as client'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Create a one-time sign-in link for this client?');
    await user.click(within(confirm).getByRole('button', { name: /Confirm/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Login as client' });
    const link = within(dialog).getByRole('link', { name: 'https://cams.example/login?token=abc' });
    expect(link).toHaveAttribute('href', 'https://cams.example/login?token=abc');
    expect(dialog).toHaveTextContent(/expires at 2026-05-01 \d\d:01/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://cams.example/login?token=abc');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
