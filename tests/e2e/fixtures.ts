import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { freePort } from '../fixtures/freePort';
import { suiteServerEnv } from './serverEnv';

export const DEMO_PASSWORD = 'wse-demo';

/**
 * Playwright's test with a suite server for each worker: the workers run their files side by side, each on a
 * database of its own, so no file sees what another one changes. A worker started again after a failure gets a
 * fresh server.
 */
export const test = base.extend<object, { suiteServer: ExtraServer }>({
  suiteServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use) => {
      const server = await startServer(suiteServerEnv());
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ suiteServer }, use) => use(suiteServer.origin),
});
export { expect };

/** Signs in through the API and stores the token as the dashboard does, so a test starts signed in. */
export async function signInByApi(page: Page, username = 'admin', password = DEMO_PASSWORD): Promise<string> {
  const token = await apiToken(page.request, username, password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('dash:login', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
  return token;
}

/** A token from POST /login; `origin` picks another server than the suite's (see {@link startServer}). */
export async function apiToken(
  request: APIRequestContext,
  username = 'admin',
  password = DEMO_PASSWORD,
  origin = '',
) {
  const response = await request.post(`${origin}/api/login`, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the login form, as a person does. */
export async function signInByForm(page: Page, username = 'admin', password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Opens a list's create form by its Create link and waits for the form itself (one of its section headings): until
 * the form's code is in, the list stays on screen, and its filters may bear the form's labels ('Name').
 */
export async function openCreateForm(page: Page, path: string, sectionHeading: string) {
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: sectionHeading, level: 2 })).toBeVisible();
}

export interface ExtraServer {
  /** e.g. http://127.0.0.1:8192 */
  origin: string;
  /** Resolves with the first server log line matching `pattern` (the server logs reset and QR links). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/**
 * Starts another reference server for tests that need their own settings (e.g. a short TOKEN_TTL_SECONDS)
 * or their own data (rate limits, password resets), on a free port with a fresh DATA_DIR.
 *
 * @example
 * const server = await startServer({ TOKEN_TTL_SECONDS: '30' });
 * await page.goto(`${server.origin}/login`);
 * await server.stop();
 */
export async function startServer(env: Record<string, string> = {}): Promise<ExtraServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'wse-e2e-extra-')),
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      // A tenth of the demo platform starts in half the time, and these servers' tests need no volume.
      SEED_SCALE: '0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.forEach((wake) => wake());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitForLog = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(match);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No server log line matched ${pattern}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The extra server exited:\n${output}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, waitForLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The extra server did not start on ${origin}:\n${output}`);
}

/**
 * A server of the enclosing `test.describe`'s own ({@link startServer}): started before its first test, stopped
 * after its last. Its origin and log are read once started.
 *
 * @example
 * const server = serverOfItsOwn({ TOKEN_TTL_SECONDS: '30' });
 * test('…', async ({ page }) => page.goto(`${server.origin}/login`));
 */
export function serverOfItsOwn(env: Record<string, string> = {}): ExtraServer {
  let started: ExtraServer | undefined;
  const current = () => {
    if (!started) throw new Error('The server of this describe block has not started.');
    return started;
  };
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    started = await startServer(env);
  });
  test.afterAll(async () => started?.stop());
  return {
    get origin() {
      return current().origin;
    },
    waitForLog: (pattern, timeoutMs) => current().waitForLog(pattern, timeoutMs),
    stop: () => current().stop(),
  };
}
