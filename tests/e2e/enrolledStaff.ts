import type { APIRequestContext } from '@playwright/test';
import { authenticator } from 'otplib';
import { uniqueName } from '../fixtures/adminApi';
import type { ExtraServer } from './fixtures';
import { expect } from './fixtures';

/** A staff account with a password and an authenticator app. */
export interface EnrolledStaff {
  username: string;
  password: string;
  secret: string;
}

/** The code the account's authenticator app shows now. */
export const codeOf = (staff: EnrolledStaff) => authenticator.generate(staff.secret);

/**
 * A new staff account made as a person gets one: created by admin through the API with `roles`, its password set
 * from the reset link the server writes to its log (hence a server of the test's own), two-factor enrolled
 * on /account/qr with the password and a code of the QR's secret.
 *
 * @example
 * const officer = await enrolledStaff(server, request, adminToken, ['REVENUE_PLATFORM']);
 */
export async function enrolledStaff(
  server: ExtraServer,
  request: APIRequestContext,
  adminToken: string,
  roles: readonly string[],
): Promise<EnrolledStaff> {
  const post = async (path: string, data: object, token?: string) => {
    const response = await request.post(`${server.origin}/api${path}`, {
      data,
      ...(token ? { headers: { token } } : {}),
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const username = uniqueName('e2e.staff');
  const password = `pw-${username}`;
  await post('/login/account', { username, email: `${username}@wse.example`, roles }, adminToken);
  await post('/forgot-password', { username });
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [, link] = await server.waitForLog(
    new RegExp(`Password reset link for ${escaped}: \\S+\\?token=([\\w-]+)`),
  );
  await post('/account/reset-password', { token: link, password });
  const session = String((await post('/login', { username, password })).token);
  const enrolment = await request.get(`${server.origin}/api/account/qr`, { headers: { token: session } });
  const { otpauthUrl } = (await enrolment.json()) as { otpauthUrl: string };
  const secret = new URL(otpauthUrl).searchParams.get('secret')!;
  await post('/account/qr', { code: authenticator.generate(secret), password }, session);
  return { username, password, secret };
}
