import { expect, signInByApi, test } from './fixtures';

interface Site {
  id: number;
  name: string;
  partner: number;
  partnerName: string;
  liveBuild: number | null;
}

test('a partner manager configures a whitelabel site, builds and deploys it watching its status live, and rolls back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signInByApi(page, 'admin');
  const listed = await page.request.get('/api/whitelabel-builder/sites', { headers: { token } });
  const site = ((await listed.json()) as { data: Site[] }).data.find(
    (row) => row.name === 'Dutch Dates Cams',
  )!;
  expect(site.liveBuild).not.toBeNull();
  const live = site.liveBuild!;

  await page.goto(`/partner/${site.partner}/whitelabel/${encodeURIComponent(site.name)}`);
  await expect(page.getByRole('heading', { name: `Whitelabel builder: ${site.partnerName}` })).toBeVisible();
  const status = page.getByRole('region', { name: 'Deployment status' });
  await expect(status).toContainText(`Live: build ${live} (`);
  await expect(status).toContainText('Nothing is running.');

  // A domain that is no host name is refused at the field, before anything is sent.
  const form = page.getByRole('form', { name: 'Site configuration' });
  await form.getByLabel('Domain').fill('not a domain');
  await form.getByRole('checkbox', { name: 'German' }).check();
  await form.getByRole('button', { name: 'Save configuration' }).click();
  await expect(form.getByText('Domain must be a host name such as cams.example.com')).toBeVisible();
  await form.getByLabel('Domain').fill('cams.dutchdates.example');
  await form.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText('Configuration saved')).toBeVisible();

  // The build runs as a job: its progress arrives over the socket, then the new build is the latest.
  await status.getByRole('button', { name: 'Build', exact: true }).click();
  await expect(status).toContainText(/Build (queued|running)/);
  await expect(status.getByRole('alert')).toHaveText('Build done');
  await expect(status).toContainText(`Latest build: build ${live + 1} (`);

  await status.getByRole('button', { name: 'Deploy latest build' }).click();
  await expect(status).toContainText(/Deployment (queued|running)/);
  await expect(status.getByRole('button', { name: 'Deploy latest build' })).toBeDisabled();
  await expect(status.getByRole('alert')).toHaveText('Deployment done');
  await expect(status).toContainText(`Live: build ${live + 1} (`);
  await expect(status).toContainText('Nothing is running.');

  const history = page.getByRole('table', { name: 'Deployment history' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText(`${live + 1} (`);
  await expect(newest).toContainText('Deploy');
  await expect(newest).toContainText('Live');
  await expect(newest).toContainText('admin');

  // Rolling back deploys the build live before as a new deployment.
  await history
    .getByRole('button', { name: `Roll back to build ${live}` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(status.getByRole('alert')).toHaveText('Deployment done');
  await expect(status).toContainText(`Live: build ${live} (`);
  await expect(newest).toContainText('Rollback');
  await expect(newest).toContainText('Live');
});
