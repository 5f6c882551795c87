import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOME_LAYOUT_KEY, homeLayoutSchema } from '../../../contract/dashboard/homeLayout';
import { accounts } from '../../db/schema/staff';
import { principalOf } from '../../http/accessControl';
import { writeAudit } from '../../trail/writeAudit';

/** Any settings as JSON; the home grid's layout must also be one the grid can show (known modules, sane sizes). */
const preferences = z.record(z.string().max(100), z.json()).superRefine((value, ctx) => {
  if (value[HOME_LAYOUT_KEY] === undefined) return;
  const checked = homeLayoutSchema.safeParse(value[HOME_LAYOUT_KEY]);
  for (const issue of checked.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: [HOME_LAYOUT_KEY, ...issue.path], message: issue.message });
});
const body = z.object({ preferences }).strict();
const response = z.object({ preferences: z.record(z.string(), z.unknown()) });

/** GET/PUT /account/preferences: the signed-in account's own settings (dashboard layout and the like). */
export function preferencesRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/account/preferences',
    { schema: { response: { 200: response } }, config: { access: 'signed-in' } },
    async (request) => {
      const { account } = principalOf(request);
      const [row] = await app.db
        .select({ preferences: accounts.preferences })
        .from(accounts)
        .where(eq(accounts.id, account.id));
      return { preferences: row?.preferences ?? {} };
    },
  );

  typed.put(
    '/account/preferences',
    {
      schema: { body, response: { 200: response } },
      config: { access: 'signed-in', sample: () => ({ body: { preferences: { theme: 'light' } } }) },
    },
    async (request) => {
      const { preferences } = request.body;
      const { account } = principalOf(request);
      await app.db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ preferences: accounts.preferences })
          .from(accounts)
          .where(eq(accounts.id, account.id))
          .for('update');
        await tx.update(accounts).set({ preferences }).where(eq(accounts.id, account.id));
        await writeAudit(tx, {
          actor: account,
          action: 'account.preferences',
          target: `account:${account.id}`,
          before: { preferences: stored?.preferences ?? {} },
          after: { preferences },
        });
      });
      return { preferences };
    },
  );
}
