import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_EVENTS } from '../../../resources/emails/emailEvents';
import { performers } from '../../db/schema/platformUsers';
import { sysLog } from '../../db/schema/trail';
import { sharedTestApp, testClient, tokenFor } from '../../test/testApp';

let app: FastifyInstance;
let admin: ReturnType<typeof testClient>;
let norole: ReturnType<typeof testClient>;

beforeAll(async () => {
  app = await sharedTestApp();
  admin = testClient(app, await tokenFor(app, 'admin'));
  norole = testClient(app, await tokenFor(app, 'norole'));
});

type Email = {
  id: number;
  audience: string;
  event: string;
  subject: string;
  content: string;
  previewSubject: string;
  previewContent: string;
  version: number;
};

const list = async (filter: Record<string, unknown> = {}) =>
  (await admin.get<Email[]>('/api/emails', { filter, range: [0, 49] })).body;

describe('emails', () => {
  it('hold one template per audience and event, each with its preview from sample data', async () => {
    const all = await list();
    const events = Object.entries(EMAIL_EVENTS).flatMap(([audience, names]) =>
      names.map((event) => `${audience}.${event}`),
    );
    expect(all.map((email) => `${email.audience}.${email.event}`).sort()).toEqual(events.sort());
    expect((await list({ audience: 'member' })).map((email) => email.event).sort()).toEqual([
      'camspotter',
      'forgot-password',
      'register',
      'welcome',
    ]);
    const welcome = all.find((email) => email.audience === 'performer' && email.event === 'welcome')!;
    expect(welcome.subject).toContain('{username}');
    expect(welcome.previewSubject).toBe('Welcome to CamClub, lola_sunshine!');
    expect(welcome.previewContent).not.toContain('{');
  });

  it('are edited, not created or deleted; the preview shows the content as written', async () => {
    const [email] = await list({ audience: 'studio' });
    const content = 'Hi {username} <script>alert(1)</script><img src=x onerror="alert(2)">';
    const saved = await admin.put<Email>(`/api/emails/${email!.id}`, { version: email!.version, content });
    expect(saved.status).toBe(200);
    const { body } = await admin.get<Email>(`/api/emails/${email!.id}`);
    expect(body.previewContent).toBe(
      'Hi lola_sunshine <script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect((await admin.post('/api/emails', { subject: 'x', content: 'y' })).status).toBe(404);
    expect((await admin.delete(`/api/emails/${email!.id}`)).status).toBe(404);
    const readOnly = await admin.put(`/api/emails/${email!.id}`, { version: body.version, event: 'welcome' });
    expect(readOnly.status).toBe(400);
  });

  it('are read by anyone signed in and changed only by audience support', async () => {
    const [email] = await list();
    expect((await norole.get(`/api/emails/${email!.id}`)).status).toBe(200);
    const edit = await norole.put(`/api/emails/${email!.id}`, { version: email!.version, subject: 'Hi' });
    expect(edit.status).toBe(403);
    expect((await norole.post(`/api/emails/${email!.id}/test`, {})).status).toBe(403);
  });

  it('send a test to oneself: the preview goes to the sys log, and the audit says so', async () => {
    const [email] = await list({ audience: 'member' });
    const sent = await admin.post<{ to: string }>(`/api/emails/${email!.id}/test`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ to: 'admin@wse.example' });
    const lines = await app.db
      .select()
      .from(sysLog)
      .where(
        and(
          eq(sysLog.source, 'email'),
          eq(
            sysLog.message,
            `Test email member.${email!.event} to admin@wse.example: ${email!.previewSubject}`,
          ),
        ),
      );
    expect(lines).toHaveLength(1);
    const history = await admin.get<{ data: { action: string }[] }>('/api/audit', {
      filter: { target: `email:${email!.id}` },
    });
    expect(history.body.data.map((entry) => entry.action)).toContain('email.test');
    // The history is open to anyone signed in; the sender's address is not (Accounts needs VIEW_ACCOUNTS).
    const seen = await norole.get('/api/audit', { filter: { target: `email:${email!.id}` } });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).toContain('email.test');
    expect(JSON.stringify(seen.body)).not.toContain('admin@wse.example');
  });

  it("give the subject of a performer's approved email", async () => {
    const [approved] = (await list({ audience: 'performer' })).filter((email) => email.event === 'approved');
    const subject = 'Welcome aboard, {username} ({email})';
    await admin.put(`/api/emails/${approved!.id}`, { version: approved!.version, subject });
    const [performer] = await app.db
      .select({ id: performers.id, username: performers.username, email: performers.email })
      .from(performers)
      .where(eq(performers.approved, false))
      .limit(1);
    const moderated = await admin.put(`/api/wse/users/${performer!.id}/moderate`, { decision: 'approve' });
    expect(moderated.status).toBe(200);
    const message = `Email event performer.approved to ${performer!.email} (${performer!.username}): Welcome aboard, ${performer!.username} (${performer!.email})`;
    const lines = await app.db.select().from(sysLog).where(eq(sysLog.message, message));
    expect(lines).toHaveLength(1);
  });
});
