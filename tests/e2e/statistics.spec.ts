import { expect, signInByApi, test } from './fixtures';

test('platform statistics: a changed period and grouping change the chart and the table, and the address keeps them', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  // The seed's history lies before its fixed clock, 2026-11-01.
  await page.goto('/statistics/traffic?from=2026-10-01&to=2026-10-31');
  await expect(page.getByLabel('Current page')).toHaveText('Platform');
  const table = page.getByRole('table', { name: 'Visitors from 2026-10-01 to 2026-10-31' });
  const total = table.getByRole('row', { name: /^Total/ });
  const chart = page.getByRole('img', { name: /^Chart of Visits / });
  await expect(table.locator('tbody tr')).toHaveCount(32);
  const visits = (await total.getByRole('cell').last().textContent())!;
  expect(visits).toMatch(/^[1-9][\d.]*$/);
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(`^Chart of Visits ${visits.replace(/\./g, '\\.')} from 2026-10-01 to 2026-10-31`),
  );

  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/group=week/);
  await expect(table.getByRole('rowheader', { name: 'Week of 2026-09-28' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(6);

  await page.getByRole('textbox', { name: 'From' }).fill('2026-10-15');
  await expect(page).toHaveURL(/from=2026-10-15/);
  const shorter = page.getByRole('table', { name: 'Visitors from 2026-10-15 to 2026-10-31' });
  await expect(shorter.locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('img', { name: /from 2026-10-15 to 2026-10-31/ })).toBeVisible();

  await page.reload();
  await expect(shorter.getByRole('rowheader', { name: 'Week of 2026-10-12' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveText('Week');

  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/report=revenue/);
  const revenue = page.getByRole('table', { name: 'Revenue from 2026-10-15 to 2026-10-31' });
  await expect(revenue.getByRole('columnheader', { name: 'Revenue' })).toBeVisible();
  const compare = page.getByRole('switch', { name: 'Compare with the previous period' });
  // The switch follows the address, which the router updates as a transition: wait for it, not for the click.
  await compare.click();
  await expect(compare).toBeChecked();
  await expect(page).toHaveURL(/compare=1/);
  await expect(revenue.getByRole('rowheader', { name: /^Previous period \(2026-09-28 – / })).toBeVisible();
  await expect(revenue.getByRole('rowheader', { name: 'Change' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('revenue-week-2026-10-15-2026-10-31.csv');
});
