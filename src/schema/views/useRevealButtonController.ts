import { useContext, useState } from 'react';
import { useCanAccess } from 'react-admin';
import { RevealContext } from './RevealContext';

/** A list item's path without its index, as the access rules name it: `attachments.0.file` → `attachments.file`. */
const rulePath = (path: string) =>
  path
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .join('.');

/**
 * One masked value's Reveal: whether the page offers it and the user holds the role the field names (canAccess
 * 'reveal' on `<resource>.<field>`), the reason
 * dialog's open state, and the reveal itself, which closes the dialog once the clear value is there.
 *
 * @example
 * const { offered, allowed, asking, open, close, reveal } = useRevealButtonController('private.account_iban');
 */
export function useRevealButtonController(path: string) {
  const api = useContext(RevealContext);
  const { canAccess } = useCanAccess({
    resource: `${api?.resource}.${rulePath(path)}`,
    action: 'reveal',
    enabled: api !== null,
  });
  const [asking, setAsking] = useState(false);
  const reveal = async (reason: string) => {
    if (!api) return;
    await api.reveal(path, reason);
    setAsking(false);
  };
  return {
    offered: api !== null,
    allowed: canAccess === true,
    asking,
    open: () => setAsking(true),
    close: () => setAsking(false),
    reveal,
  } as const;
}
