import type { Db } from '../Db';
import { wallets, type WalletBundle } from '../schema/wallets';
import type { PlatformCompanies } from './platformCompanies';
import type { PlatformRandom } from './platformRandom';

/** Bundle ladders as the sites sell them: price in cents, credits, bonus credits on the larger ones. */
const LADDERS: Record<string, WalletBundle[]> = {
  Standard: [
    { price: 995, credits: 100 },
    { price: 1995, credits: 200, bonusCredits: 20 },
    { price: 4995, credits: 500, bonusCredits: 75 },
    { price: 9995, credits: 1000, bonusCredits: 200 },
  ],
  Starter: [
    { price: 495, credits: 50 },
    { price: 995, credits: 100, bonusCredits: 10 },
  ],
  'High roller': [
    { price: 19995, credits: 2000, bonusCredits: 500 },
    { price: 49995, credits: 5000, bonusCredits: 1500 },
  ],
};
const WALLETS = [
  { name: 'Standard EUR', ladder: 'Standard', currency: 'EUR', active: true },
  { name: 'Standard USD', ladder: 'Standard', currency: 'USD', active: true },
  { name: 'Standard GBP', ladder: 'Standard', currency: 'GBP', active: true },
  { name: 'Starter EUR', ladder: 'Starter', currency: 'EUR', active: true },
  { name: 'High roller EUR', ladder: 'High roller', currency: 'EUR', active: true },
  { name: 'Summer 2026 EUR', ladder: 'Standard', currency: 'EUR', active: false },
];

/** The demo wallets, each offered on a handful of the whitelabel sites. */
export async function seedWallets(
  db: Db,
  random: PlatformRandom,
  companies: PlatformCompanies,
): Promise<void> {
  const siteIds = companies.whitelabels.map((site) => site.id);
  await db.insert(wallets).values(
    WALLETS.map(({ ladder, ...wallet }) => ({
      ...wallet,
      bundles: LADDERS[ladder] ?? [],
      sites: [...new Set(Array.from({ length: random.int(2, 6) }, () => random.pick(siteIds)))].sort(
        (a, b) => a - b,
      ),
    })),
  );
}
