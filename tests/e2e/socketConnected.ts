import type { Page } from '@playwright/test';

/**
 * Resolves with the URL (its query holds the token) of the next socket.io connection the page opens and the
 * server accepts (the namespace CONNECT packet, '40').
 */
export function socketConnected(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve(socket.url());
      }),
    ),
  );
}
