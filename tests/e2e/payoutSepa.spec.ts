import { apiToken, expect, signInByApi, test } from './fixtures';

test('a payout names each invoice its SEPA file leaves out, and why', async ({ page, request }) => {
  const headers = { token: await apiToken(request, 'admin') };
  const period = { interval: 'Monthly', start: '2026-10-01' };
  type Batch = {
    batch: { job: { id: number; status: string } | null };
    invoices: { holderName: string; performer: number | null; amount: number }[];
  };
  const batchOf = async () =>
    (await (await request.get('/api/payouts/batch', { params: period, headers })).json()) as Batch;
  /** Calculates the period, waiting for that calculation's job to be done. */
  const calculated = async () => {
    const started = await request.post('/api/payouts/calculate', { data: period, headers });
    expect(started.status(), await started.text()).toBe(200);
    const { job } = (await started.json()) as { job: { id: number } };
    await expect
      .poll(async () => (await batchOf()).batch.job, { timeout: 30_000 })
      .toMatchObject({ id: job.id, status: 'done' });
    return batchOf();
  };
  // A reservation of more than a performer's payout withholds the whole of it: that invoice has nothing to pay.
  const first = await calculated();
  const paid = first.invoices.find((invoice) => invoice.performer !== null && invoice.amount > 0);
  expect(paid, 'an invoice of a performer with something to pay').toBeDefined();
  const reservation = await request.post('/api/reservations', {
    headers,
    data: {
      performer: paid!.performer,
      amount: paid!.amount + 100,
      reason: 'Chargeback reserve',
      until: '2099-12-31',
    },
  });
  expect(reservation.status(), await reservation.text()).toBeLessThan(300);
  const { invoices } = await calculated();

  await signInByApi(page, 'admin');
  await page.goto('/financial/payouts?interval=Monthly&start=2026-10-01');
  const panel = page.getByRole('region', { name: 'Monthly payout of 2026-10-01 – 2026-10-31' });
  // Calculated: the next step is shown.
  await expect(panel.getByText('Validate the bank data before finalising.')).toBeVisible({ timeout: 30_000 });

  const unpaid = invoices.filter((invoice) => invoice.amount <= 0);
  expect(unpaid.map((invoice) => invoice.holderName)).toContain(paid!.holderName);
  const notice = panel.getByRole('alert', { name: 'Left out of the SEPA file' });
  await expect(notice).toContainText(
    `${unpaid.length} of ${invoices.length} invoices will be left out of the SEPA file`,
  );
  for (const invoice of unpaid)
    await expect(notice).toContainText(`${invoice.holderName} (€\u00a00,00): Nothing to pay`);
});
