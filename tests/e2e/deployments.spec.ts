import { readFileSync } from 'node:fs';
import { apiCall } from '../fixtures/adminApi';
import { apiToken, expect, signInByApi, test } from './fixtures';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

test('the deployments page shows what this server runs, and a whitelabel deployment started elsewhere going live without a reload', async ({
  page,
}) => {
  const admin = await apiToken(page.request, 'admin');
  const sites = (await (
    await page.request.get('/api/whitelabel-builder/sites', { headers: { token: admin } })
  ).json()) as { data: { id: number; name: string; liveBuild: number | null }[] };
  const site = sites.data.find((row) => row.liveBuild !== null)!;

  // Support sees no whitelabel jobs (no EDIT_PHX_WLB_DEPLOYMENT), yet the open page follows them.
  await signInByApi(page, 'support');
  await page.goto('/tech/deployments');
  await expect(page.getByLabel('Current page')).toHaveText('Deployments');
  await expect(page.getByRole('region', { name: 'This server' })).toContainText(
    `Version ${version} (development)`,
  );
  await page.getByRole('tab', { name: 'Platform' }).click();
  // The server recorded its own start as a deployment of its version.
  await expect(
    page.getByRole('row').filter({ hasText: version }).filter({ hasText: 'succeeded' }).first(),
  ).toContainText('development');

  await page.getByRole('tab', { name: 'Whitelabel deployments' }).click();
  await expect(page.getByRole('table', { name: 'Deployments' })).toBeVisible();
  const started = (await apiCall(page.request, admin, 'POST', '/phx/deploy', { site: site.id })) as {
    deployment: { id: number };
  };
  const row = page.getByRole('row', { name: `Whitelabel deployment ${started.deployment.id}`, exact: true });
  await expect(row).toContainText(site.name);
  await expect(row.getByText('live', { exact: true })).toBeVisible();
  await expect(row).toContainText('admin');
});
