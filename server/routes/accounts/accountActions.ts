import { sendAccountLink } from '../../auth/accountLinks';
import type { accounts } from '../../db/schema/staff';
import { ApiError } from '../../http/ApiError';
import type { ActionHandler } from '../../resources/ServedResource';

type Account = typeof accounts.$inferSelect;

/** A link for the account, sent as the public pages send theirs (accountLinks); a disabled account gets none. */
function sendLink(kind: 'reset' | 'qr'): ActionHandler<Account> {
  return async ({ app, tx, row }) => {
    if (row.disabled)
      throw new ApiError(
        409,
        'CONFLICT',
        `${row.username} is disabled: enable the account before sending it a link.`,
      );
    await sendAccountLink(app, row, kind, tx);
    return { audit: {} };
  };
}

/** The record actions of resources/accounts: 'Send password reset' and 'Re-send QR'. */
export const accountActions = { resetPassword: sendLink('reset'), sendQr: sendLink('qr') };
