import { sql } from 'drizzle-orm';
import type { Db } from '../Db';
import { performers } from '../schema/platformUsers';

/**
 * Gives the seeded performers who are in a show what the live wall shows of it: a chat kind by their status,
 * viewers, a member in private shows, and how long they have been at it (up to 90 minutes, from now).
 */
export async function seedPresence(db: Db): Promise<void> {
  await db.execute(sql`
    with shows as (
      select p.id, p.online_status,
        (select m.id from members m order by m.id offset (p.id % 100) limit 1) as member
      from ${performers} p where p.online_status in ('live', 'vip', 'free')
    )
    update ${performers} p set
      chat_kind = case shows.online_status when 'vip' then 'vip' when 'free' then 'free' else 'default' end,
      viewers = case shows.online_status when 'free' then 3 + (p.id * 7) % 40 else 1 end,
      live_member_id = case when shows.online_status = 'free' then null else shows.member end
    from shows where shows.id = p.id`);
  await db.execute(sql`
    update ${performers} set status_since = now() - ((id % 90) * interval '1 minute')
    where online_status <> 'offline'`);
}
