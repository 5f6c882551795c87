import type { RecipientKind } from '../../../contract/messaging/messagingApi';
import { formatNumber } from '../../lib/formatNumber';

const ONE: Record<RecipientKind, string> = { members: 'member', performers: 'performer' };

/**
 * A count of recipients in words, as the page and its confirmation say it.
 *
 * @example
 * recipientsText(1234, 'members'); // '1.234 members'
 * recipientsText(1, 'performers'); // '1 performer'
 */
export function recipientsText(count: number, kind: RecipientKind): string {
  return `${formatNumber(count, 0)} ${count === 1 ? ONE[kind] : kind}`;
}
