import AxeBuilder from '@axe-core/playwright';
import { apiToken, expect, signInByApi, test } from './fixtures';

interface ListedJob {
  id: number;
  data: { start?: string };
}

test('retry a failed job: the Bull monitor names the back end, and the retried job ends done before your eyes', async ({
  page,
}) => {
  const admin = await apiToken(page.request, 'admin');
  const failed = await page.request.get('/api/queues/jobs?queue=payouts&state=failed', {
    headers: { token: admin },
  });
  expect(failed.status()).toBe(200);
  const seeded = ((await failed.json()) as { data: ListedJob[] }).data.find(
    (job) => job.data.start === '2026-06-01',
  );
  expect(seeded, 'the seed leaves a failed June payout calculation').toBeDefined();

  await signInByApi(page, 'admin');
  await page.goto('/tech/bullmq');
  await expect(page.getByLabel('Current page')).toHaveText('Bull Monitor');
  // The e2e server runs with REDIS_URL: the page reads the back end from the job layer itself.
  await expect(
    page.getByText(/^Jobs run on BullMQ on Redis \(REDIS_URL\)\. BullMQ holds in Redis: /),
  ).toBeVisible();
  const payouts = page.getByRole('group', { name: 'Payouts by state' });
  await expect(payouts.getByRole('button', { name: /^Failed [1-9]/ })).toBeVisible();
  await expect(page.getByRole('row', { name: 'job-sweep' })).toContainText('0 3 * * * (UTC)');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);

  await page.getByRole('combobox', { name: 'Queue' }).click();
  await page.getByRole('option', { name: 'Payouts' }).click();
  const row = page.getByRole('row', { name: `Job ${seeded!.id}`, exact: true });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('The database connection was lost');

  await row.getByRole('button', { name: `Retry job ${seeded!.id}` }).click();
  await expect(page.getByText(`Job ${seeded!.id} queued again`)).toBeVisible();
  await expect(row).toContainText('Done');
  await expect(row).not.toContainText('The database connection was lost');
  await expect(row.getByRole('button', { name: `Retry job ${seeded!.id}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Details of job ${seeded!.id}` }).click();
  await expect(page.getByText(/Attempt 1, .*: The database connection was lost/)).toBeVisible();
});
