import { eq } from 'drizzle-orm';
import type { Db } from '../../db/Db';
import { whitelabelSites } from '../../db/schema/platform';

/**
 * Where 'Login as member' sends staff: the sign-in page of the member's own site with the one-time token, which
 * that site redeems with GET /api/member-login/:token. Not the API's address: opened in a browser, that answered
 * JSON instead of the member's site.
 *
 * @example
 * await memberSignInUrl(tx, member.whitelabel, token); // 'https://www.velvetlive.com/member-login?token=…'
 */
export async function memberSignInUrl(db: Db, whitelabel: number, token: string): Promise<string> {
  const [site] = await db
    .select({ website: whitelabelSites.website })
    .from(whitelabelSites)
    .where(eq(whitelabelSites.id, whitelabel));
  if (!site) throw new Error(`Whitelabel site ${whitelabel} does not exist`);
  const url = new URL('/member-login', site.website);
  url.searchParams.set('token', token);
  return url.href;
}
