import { describe, expect, it, vi } from 'vitest';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

// Each test its own module state: whether the library was wanted at once, and the first content's hold.
const fresh = async () => {
  vi.resetModules();
  const firstContent = await import('../lib/firstContent');
  const { socketClientLibrary } = await import('./socketClientLibrary');
  firstContent.holdFirstContent();
  return { ...firstContent, socketClientLibrary };
};

/** Whether `promise` has settled once the tasks queued so far have run (a hold keeps it unsettled however long). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('socketClientLibrary', () => {
  it('waits for the first content to be shown', async () => {
    const { socketClientLibrary, firstContentShown } = await fresh();
    const loading = socketClientLibrary.load();
    expect(await settledYet(loading)).toBe(false);
    firstContentShown();
    await expect(loading).resolves.toHaveProperty('io');
  });

  it('comes at once on a page whose first content comes over the socket', async () => {
    const { socketClientLibrary } = await fresh();
    socketClientLibrary.wantedAtOnce();
    // The first content is still held: waiting for it would not settle within the test's time.
    await expect(socketClientLibrary.load()).resolves.toHaveProperty('io');
  });
});
