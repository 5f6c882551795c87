import type { Db } from '../Db';
import { platformDeployments } from '../schema/platformDeployments';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Releases before the current one: 0.0.1 … 0.0.12. */
const RELEASES = 12;

/**
 * A history of platform releases before this version: each to staging, then two days later to production; the
 * fourth release failed on production and was fixed by the next, the ninth was rolled back there. The running
 * server adds its own version when it starts (recordPlatformStart).
 *
 * @example
 * await seedPlatformDeployments(tx, new Date('2026-11-01'));
 */
export async function seedPlatformDeployments(db: Db, now: Date): Promise<void> {
  const rows = Array.from({ length: RELEASES }, (_, index) => {
    const version = `0.0.${index + 1}`;
    const staged = new Date(now.getTime() - (RELEASES - index) * 14 * DAY);
    const released = new Date(staged.getTime() + 2 * DAY);
    const production = index === 3 ? 'failed' : index === 8 ? 'rolled-back' : 'succeeded';
    const note =
      production === 'failed'
        ? 'Migration timed out on the production database'
        : production === 'rolled-back'
          ? 'Rolled back: sign-in errors after the switch'
          : null;
    return [
      {
        version,
        environment: 'staging',
        status: 'succeeded',
        startedBy: 'admin',
        startedAt: staged,
        note: null,
      },
      {
        version,
        environment: 'production',
        status: production,
        startedBy: 'admin',
        startedAt: released,
        note,
      },
    ];
  }).flat();
  await db
    .insert(platformDeployments)
    .values(rows.map((row) => ({ ...row, finishedAt: new Date(row.startedAt.getTime() + 7 * MINUTE) })));
}
