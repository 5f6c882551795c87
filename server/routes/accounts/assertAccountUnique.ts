import { and, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { accounts } from '../../db/schema/staff';
import { validationError } from '../../http/ApiError';

/** Usernames and emails are unique without regard to case; 400 naming the taken field. */
export async function assertAccountUnique(
  db: Db,
  wanted: { username?: string | undefined; email?: string | undefined },
  exceptId?: number,
): Promise<void> {
  const username = wanted.username?.toLowerCase();
  const email = wanted.email?.toLowerCase();
  const clashes = await db
    .select({ username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(
      and(
        or(
          username ? sql`lower(${accounts.username}) = ${username}` : undefined,
          email ? sql`lower(${accounts.email}) = ${email}` : undefined,
        ),
        exceptId === undefined ? undefined : ne(accounts.id, exceptId),
      ),
    );
  const fields: Record<string, string> = {};
  if (clashes.some((row) => row.username.toLowerCase() === username))
    fields.username = 'This username is taken';
  if (clashes.some((row) => row.email.toLowerCase() === email))
    fields.email = 'This email is used by another account';
  if (Object.keys(fields).length > 0) throw validationError(fields);
}
