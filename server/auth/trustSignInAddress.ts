import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { knownSignInAddresses, loginFailures } from '../db/schema/security';
import { pairKey } from './loginKeys';

export interface ProvenOwner {
  accountId: number;
  username: string;
  address: string;
}

/**
 * After a sign-in (or a password reset) from an address: that address's failures on the account are forgiven,
 * and it becomes one of the account's own, which guessing from elsewhere does not slow. The address's failures
 * on other accounts, and strangers' failures on this one, stay.
 *
 * @example
 * await trustSignInAddress(tx, { accountId: account.id, username: account.username, address });
 */
export async function trustSignInAddress(db: Db, owner: ProvenOwner): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(owner.username, owner.address)));
  const lastSignInAt = new Date();
  await db
    .insert(knownSignInAddresses)
    .values({ accountId: owner.accountId, address: owner.address, lastSignInAt })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.accountId, knownSignInAddresses.address],
      set: { lastSignInAt },
    });
}
