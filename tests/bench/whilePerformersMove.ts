/** Presence changes a second while a Live Cams visit is measured: a busy evening's pace, well above the demo's. */
const CHANGES_PER_SECOND = 5;

/**
 * Runs `during` while performers on the wall change their viewers through the presence API the platform's status
 * feed uses (POST /wse/simulate/presence outside production), so every open wall gets real 'live-update' socket
 * events; answers what `during` answered and how many changes were sent.
 *
 * @example
 * const { result, changes } = await whilePerformersMove(origin, token, [12, 40], () => visit());
 */
export async function whilePerformersMove<T>(
  origin: string,
  token: string,
  performers: readonly number[],
  during: () => Promise<T>,
): Promise<{ result: T; changes: number }> {
  let changes = 0;
  let moving = true;
  let failure: unknown;
  const mover = (async () => {
    while (moving) {
      const performer = performers[changes % performers.length]!;
      const response = await fetch(`${origin}/api/wse/simulate/presence`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({
          performer,
          onlineStatus: 'live',
          chatKind: 'default',
          viewers: 1 + ((performer * 7 + changes) % 60),
        }),
      });
      if (!response.ok) throw new Error(`Moving performer ${performer}: ${response.status}`);
      changes += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / CHANGES_PER_SECOND));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  try {
    const result = await during();
    if (failure) throw failure;
    return { result, changes };
  } finally {
    moving = false;
    await mover;
  }
}
