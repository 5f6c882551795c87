import { socketClientLibrary } from '../../transport/socketClientLibrary';

/**
 * The staff chat's first content, its room's history, comes over the socket: start-up fetches socket.io's client
 * beside the app's code rather than once a first content is shown, which on this page only the socket brings.
 *
 * @example
 * await prefetchChat();
 */
export function prefetchChat(): Promise<void> {
  socketClientLibrary.wantedAtOnce();
  return Promise.resolve();
}
