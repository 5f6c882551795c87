import type { Db } from '../Db';
import { studios } from '../schema/platform';
import { companyBase } from './companyBase';
import { companyLedger } from './companyLedger';
import { PLATFORM_NAMES } from './platformNames';
import type { PlatformRandom } from './platformRandom';
import { seedAddress } from './seedAddress';
import { seedIban } from './seedIban';

const ROLES = ['Owner', 'Manager', 'Finance', 'Support'];

function person(random: PlatformRandom, domain: string) {
  const first = random.pick(PLATFORM_NAMES.firstNames);
  const surname = random.pick(PLATFORM_NAMES.surnames);
  const plain = surname
    .normalize('NFD')
    .replace(/[^A-Za-z]+/g, '')
    .toLowerCase();
  const login = `${first}.${plain}`;
  return { first, surname, login, email: `${login}@${domain}` };
}

/**
 * Seeds studios with the studio/partner record of docs/product.md#entities: the people who sign in for them,
 * their contacts, details (company, address, bank, payout interval, company and financial states) and meta,
 * each on one of the whitelabel sites. `state` is the account's (userState), `details.state` the company's
 * (companyState).
 *
 * @example
 * const studioIds = await seedStudios(db, random, now, 100, whitelabels);
 */
export async function seedStudios(
  db: Db,
  random: PlatformRandom,
  now: Date,
  count: number,
  whitelabels: readonly { id: number }[],
): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = companyBase(random, index, now);
    const domain = base.email.split('@')[1] ?? 'example.com';
    const people = Array.from({ length: random.int(1, 3) }, () => person(random, domain));
    const address = seedAddress(random, base.country);
    const { iban, bic } = seedIban(random);
    return {
      name: base.name,
      email: base.email,
      state: random.weighted(PLATFORM_NAMES.userStates),
      whitelabel: random.pick(whitelabels).id,
      users: people.map((someone) => ({ username: someone.login, email: someone.email })),
      contacts: people.slice(0, random.int(1, people.length)).map((someone, position) => ({
        name: `${someone.first.charAt(0).toUpperCase()}${someone.first.slice(1)} ${someone.surname}`,
        email: someone.email,
        phone: seedAddress(random, base.country).phone_number,
        role: ROLES[position] ?? 'Support',
      })),
      details: {
        emailVerified: base.emailVerified,
        accountState: base.accountState,
        state: base.state,
        company: base.company,
        partnerCode: random.chance(0.5) ? `S${String(2001 + index)}` : null,
        affiliateCode: base.affiliateCode,
        affiliateInfo: base.affiliateCode && random.chance(0.5) ? `campaign-${random.int(1, 60)}` : null,
        language: base.language,
        country: base.country,
        ...companyLedger(random, base.company, address, { iban, bic }),
        payoutInterval: base.payoutInterval,
        performerLimit: random.pick([10, 25, 50, 100]),
        approved: base.state === 'approved',
      },
      meta: {
        studioWebsite: random.chance(0.6) ? `https://www.${domain}` : null,
        skypeName: random.chance(0.3) ? `${people[0]!.login}.studio` : null,
      },
      createdAt: base.createdAt,
    };
  });
  const inserted = await db.insert(studios).values(rows).returning({ id: studios.id });
  return inserted.map((row) => row.id);
}
