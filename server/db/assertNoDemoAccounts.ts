import { eq } from 'drizzle-orm';
import type { Db } from './Db';
import { accounts } from './schema/staff';

export class ProductionGuardError extends Error {}

/**
 * Production must not run with the demo accounts (known password `wse-demo`) still present.
 *
 * @example
 * if (config.nodeEnv === 'production') await assertNoDemoAccounts(db);
 */
export async function assertNoDemoAccounts(db: Db): Promise<void> {
  const demo = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.demo, true));
  if (demo.length === 0) return;
  const names = demo.map((row) => row.username).join(', ');
  throw new ProductionGuardError(
    `Refusing to start with NODE_ENV=production: the demo accounts (${names}) exist and their password is ` +
      'public. Delete them, or use a database that was never seeded with demo data.',
  );
}
