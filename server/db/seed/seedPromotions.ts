import type { Db } from '../Db';
import { images } from '../schema/platformMedia';
import { promotionGroups, promotions, type PromotionRule } from '../schema/promotions';
import { wallets } from '../schema/wallets';
import { pngImage } from '../../images/pngImage';
import { PROMOTION_RULES } from '../../../resources/promotions/promotionRules';
import { PlatformRandom } from './platformRandom';

/** Its own sequence, so adding promotions never moves what the other seeders draw. */
const SEED = 20261124;
const GROUPS = [
  { name: 'Winter campaign', description: 'December and January offers on every site.' },
  { name: 'Whitelabel launches', description: 'Welcome offers while a new whitelabel finds its members.' },
  { name: 'Retention', description: 'Bringing back members who have not paid for a while.' },
  { name: 'Payment offers', description: 'Bonus credits on a first or larger payment.' },
];
const THEMES = ['winter', 'summer', 'neon', 'classic', 'gold'];
const NAMES = ['Welcome', 'Bonus week', 'Night owls', 'Weekend', 'Comeback', 'VIP', 'Holiday', 'Flash'];
/**
 * Days that hold whenever the demo runs: live ones started before the seed's fixed today (2026-11-01) and end
 * years later or never; scheduled ones start years later; ended ones ended before it.
 */
const STATES = ['live', 'scheduled', 'ended', 'inactive'] as const;

function datesOf(state: (typeof STATES)[number], random: PlatformRandom, index: number) {
  const month = String(random.int(1, 9)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  switch (state) {
    case 'live':
      return {
        startDate: index % 3 === 0 ? null : `2026-${month}-${day}`,
        endDate: index % 2 ? null : '2035-12-31',
      };
    case 'scheduled':
      return { startDate: `2036-${month}-${day}`, endDate: `2036-12-31` };
    case 'ended':
      return { startDate: `2025-${month}-${day}`, endDate: `2026-${month}-${day}` };
    case 'inactive':
      return { startDate: `2026-${month}-${day}`, endDate: null };
  }
}

/**
 * The demo promotions: four groups and 40 promotions, ten each live, scheduled, ended and switched off, with
 * rules, banner locations, wallets and placements (a few with a small logo).
 */
export async function seedPromotions(db: Db): Promise<void> {
  const random = new PlatformRandom(SEED);
  const groupIds = (
    await db.insert(promotionGroups).values(GROUPS).returning({ id: promotionGroups.id })
  ).map((row) => row.id);
  const walletIds = (await db.select({ id: wallets.id }).from(wallets).orderBy(wallets.id)).map(
    (row) => row.id,
  );
  const logo = pngImage(120, 40, (x) => [40 + x, 90, 200 - x]);
  const [stored] = await db
    .insert(images)
    .values({ mime: 'image/png', width: 120, height: 40, bytes: logo.length, data: logo })
    .returning({ id: images.id });
  const rows = Array.from({ length: 40 }, (_, index) => {
    const state = STATES[index % STATES.length]!;
    const rules: PromotionRule[] = PROMOTION_RULES.filter(() => random.chance(0.4)).map((rule) => ({
      rule: rule.id,
      active: random.chance(0.8),
    }));
    const wallet = walletIds.length > 0 && random.chance(0.5) ? random.pick(walletIds) : undefined;
    return {
      name: `${NAMES[index % NAMES.length]} ${2026 + Math.floor(index / NAMES.length)} #${index + 1}`,
      priority: random.pick([1, 5, 10, 10, 10, 20, 50]),
      active: state !== 'inactive',
      ...datesOf(state, random, index),
      group: random.chance(0.7) ? random.pick(groupIds) : null,
      placements: {
        ...(random.chance(0.4)
          ? { 'dial-in': { value: `+31 900 ${random.int(100, 999)} ${random.int(10, 99)}` } }
          : {}),
        ...(index % 8 === 0 && stored ? { logo: { image: `image:${stored.id}` } } : {}),
        ...(random.chance(0.6) ? { theme: { value: random.pick(THEMES) } } : {}),
        ...(wallet === undefined ? {} : { wallet: { value: wallet } }),
      },
      rules,
      locations: random.chance(0.5)
        ? [{ type: 'banner' as const, name: 'Home top', description: 'Wide banner above the live cams' }]
        : [],
      wallets: wallet === undefined ? [] : [wallet],
    };
  });
  await db.insert(promotions).values(rows);
}
