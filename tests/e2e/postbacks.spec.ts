import { expect, signInByApi, test } from './fixtures';

test('postbacks: a test postback to the demo receiver shows the exact request and its answer, and is logged', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/partners/postbacks');
  await expect(page.getByRole('heading', { name: 'Postbacks', level: 1 })).toBeVisible();
  const urls = page.getByRole('table', { name: 'Postback URLs' });
  await expect(urls.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('table', { name: 'Postbacks sent' }).getByRole('row')).toHaveCount(11);

  // The seeded first postback calls this server's demo receiver; it is changed (a bad URL first) and saved.
  await urls
    .getByRole('link', { name: /^Open: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/partners\/postback\/\d+$/);
  await expect(page.getByText('Macros: {click_id}')).toBeVisible();
  const url = page.getByLabel('URL', { exact: true });
  await url.fill('ftp://example.com/{click_id}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/URL must be an http:\/\/ or https:\/\/ address/)).toBeVisible();
  await url.fill(`${baseURL}/api/demo/postback-receiver?click={click_id}&event={event}&payout={payout}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/partners\/postbacks$/);

  await urls
    .getByRole('button', { name: /^Send a test: / })
    .first()
    .click();
  const request = page.getByRole('region', { name: 'Request' });
  await expect(request).toContainText(
    `GET ${baseURL}/api/demo/postback-receiver?click=test-click-123&event=signup&payout=5.00`,
  );
  await expect(request.getByLabel('Request headers')).toContainText('User-Agent:wse-dashboard-postback/1.0');
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('status')).toHaveText(/^Status 200 OK in \d+ ms$/);
  await expect(answer.getByLabel('Answer headers')).toContainText('content-type:application/json');
  await expect(answer.getByLabel('Answer body')).toContainText('"received":true');
  await expect(answer.getByLabel('Answer body')).toContainText('"click":"test-click-123"');

  const newest = page.getByRole('table', { name: 'Postbacks sent' }).getByRole('row').nth(1);
  await expect(newest).toContainText('api/demo/postback-receiver?click=test-click-123');
  await expect(newest.getByRole('cell').nth(4)).toHaveText('200');
  await expect(newest.getByRole('cell').nth(7)).toHaveText('Yes');
});
