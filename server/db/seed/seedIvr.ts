import type { Db } from '../Db';
import { ivrNumbers } from '../schema/ivr';
import { promotions } from '../schema/promotions';

/** Countries with their calling code, local number length and language. */
const COUNTRIES: readonly [string, string, number, string][] = [
  ['NL', '31', 9, 'nl'],
  ['BE', '32', 8, 'nl'],
  ['DE', '49', 10, 'de'],
  ['AT', '43', 9, 'de'],
  ['CH', '41', 9, 'de'],
  ['GB', '44', 10, 'en'],
  ['FR', '33', 9, 'fr'],
  ['ES', '34', 9, 'es'],
  ['IT', '39', 9, 'it'],
  ['US', '1', 10, 'en'],
];
/** Most numbers are in use; some wait for the carrier, some are switched off or suspended. */
const STATES = ['active', 'active', 'inactive', 'active', 'pending', 'active', 'suspended'];
const KINDS = ['Premium rate', 'Toll free', 'Local rate'];

/** About 30 dial-in numbers: three per country, in every state, most for one of the demo promotions. */
export async function seedIvr(db: Db): Promise<void> {
  const promotionIds = (await db.select({ id: promotions.id }).from(promotions).orderBy(promotions.id)).map(
    (row) => row.id,
  );
  const rows = COUNTRIES.flatMap(([country, code, length, language], c) =>
    KINDS.map((kind, k) => {
      const serial = c * KINDS.length + k;
      const local = String(900_000_000 + serial * 7_919_317)
        .padEnd(length, '0')
        .slice(0, length);
      return {
        number: `+${code}${local}`,
        country,
        language,
        state: STATES[serial % STATES.length]!,
        promotion:
          promotionIds.length > 0 && serial % 3 !== 2 ? promotionIds[serial % promotionIds.length]! : null,
        description: `${kind} line ${country}`,
      };
    }),
  );
  await db.insert(ivrNumbers).values(rows);
}
