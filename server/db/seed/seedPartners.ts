import type { Db } from '../Db';
import { partners } from '../schema/platform';
import { companyBase } from './companyBase';
import { companyLedger } from './companyLedger';
import { PLATFORM_NAMES } from './platformNames';
import { PlatformRandom } from './platformRandom';
import { seedAddress } from './seedAddress';
import { seedIban } from './seedIban';

/** Enough partners for three pages of the Partner Overview (25 a page). */
const PARTNERS = 60;
/** The first partners drawn from the platform's random sequence, as before they had a record of their own. */
const FROM_PLATFORM_SEQUENCE = 24;
const ROLES = ['Owner', 'Affiliate manager', 'Finance'];

/**
 * Seeds the partners with the studio/partner record of docs/product.md#entities: account state, the people who
 * sign in for them, contacts, details (company, address, bank, payout interval, company and financial states,
 * the unique partner code P1001…) and meta. The first 24 take their company from `random` as they always did, so
 * the rest of the platform's seed stays the same; everything else comes from a random sequence of its own.
 *
 * @example
 * const rows = await seedPartners(db, random, new Date('2026-11-01'));
 */
export async function seedPartners(
  db: Db,
  random: PlatformRandom,
  now: Date,
): Promise<{ id: number; name: string; partnerCode: string }[]> {
  const own = new PlatformRandom(2501);
  const rows = Array.from({ length: PARTNERS }, (_, index) => {
    const base = companyBase(index < FROM_PLATFORM_SEQUENCE ? random : own, index, now);
    const domain = base.email.split('@')[1] ?? 'example.com';
    const address = seedAddress(own, base.country);
    const { iban, bic } = seedIban(own);
    const people = Array.from({ length: own.int(1, 3) }, () => {
      const first = own.pick(PLATFORM_NAMES.firstNames);
      return { first, login: `${first.toLowerCase()}.${index + 1}` };
    });
    const partnerCode = `P${String(1001 + index)}`;
    return {
      name: base.name,
      email: base.email,
      state: own.weighted(PLATFORM_NAMES.userStates),
      partnerCode,
      users: people.map((someone) => ({ username: someone.login, email: `${someone.login}@${domain}` })),
      contacts: people.slice(0, own.int(1, people.length)).map((someone, position) => ({
        name: `${someone.first.charAt(0).toUpperCase()}${someone.first.slice(1)}`,
        email: `${someone.login}@${domain}`,
        phone: address.phone_number,
        role: ROLES[position] ?? 'Support',
      })),
      details: {
        emailVerified: base.emailVerified,
        accountState: base.accountState,
        state: base.state,
        company: base.company,
        partnerCode,
        affiliateCode: base.affiliateCode,
        affiliateInfo: base.affiliateCode && own.chance(0.5) ? `campaign-${own.int(1, 60)}` : null,
        language: base.language,
        country: base.country,
        ...companyLedger(own, base.company, address, { iban, bic }),
        payoutInterval: base.payoutInterval,
        performerLimit: null,
        approved: base.approved,
      },
      meta: {
        studioWebsite: `https://www.${domain}`,
        skypeName: own.chance(0.3) ? `${people[0]!.login}.partner` : null,
      },
      createdAt: base.createdAt,
    };
  });
  return db
    .insert(partners)
    .values(rows)
    .returning({ id: partners.id, name: partners.name, partnerCode: partners.partnerCode });
}
