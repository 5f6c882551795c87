import { afterFirstContent } from '../lib/firstContent';

const fetchLibrary = () => import('socket.io-client');
let atOnce = false;

/**
 * socket.io's client, fetched on first use. The socket mostly carries what happens later (session events, live
 * updates), so it waits for the first page's content; a page whose first content comes over the socket (the staff
 * chat's history) asks for it at once instead, from start-up, beside the app's code.
 *
 * @example
 * lazySocketFactory(socketClientLibrary.load);
 * socketClientLibrary.wantedAtOnce(); // start-up, on the chat's page
 */
export const socketClientLibrary = {
  load: () => (atOnce ? fetchLibrary() : afterFirstContent(fetchLibrary)()),
  /** From now on the library is fetched without waiting, and its fetch starts now. */
  wantedAtOnce(): void {
    atOnce = true;
    fetchLibrary().catch(() => undefined); // a failure is the socket's to report when it opens
  },
};
