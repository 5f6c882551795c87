import { inArray } from 'drizzle-orm';
import type { PayoutHolder } from '../../../../contract/finance/calculateInvoices';
import type { Db } from '../../../db/Db';
import { studios } from '../../../db/schema/platform';
import { performers } from '../../../db/schema/platformUsers';

export interface HolderAccount {
  holderName: string;
  accountHolder: string;
  iban: string;
  bic: string;
  bankCountry: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Who each holder is and the bank account a payout goes to: a studio's details, a model's private part. */
export async function holderAccounts(
  db: Db,
  holders: readonly PayoutHolder[],
): Promise<Map<string, HolderAccount>> {
  const studioIds = holders.flatMap((holder) => ('studio' in holder ? [holder.studio] : []));
  const modelIds = holders.flatMap((holder) => ('performer' in holder ? [holder.performer] : []));
  const accounts = new Map<string, HolderAccount>();
  if (studioIds.length > 0) {
    for (const studio of await db.select().from(studios).where(inArray(studios.id, studioIds))) {
      const details = studio.details;
      accounts.set(`studio:${studio.id}`, {
        holderName: studio.name,
        accountHolder: text(details.accountHolder),
        iban: text(details.iban),
        bic: text(details.swift),
        bankCountry: text(details.bankCountry),
      });
    }
  }
  if (modelIds.length > 0) {
    const rows = await db
      .select({ id: performers.id, username: performers.username, private: performers.private })
      .from(performers)
      .where(inArray(performers.id, modelIds));
    for (const row of rows) {
      accounts.set(`model:${row.id}`, {
        holderName: row.username,
        accountHolder: text(row.private.account_holder),
        iban: text(row.private.account_iban),
        bic: text(row.private.account_bic),
        bankCountry: text(row.private.account_country),
      });
    }
  }
  return accounts;
}
