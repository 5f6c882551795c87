import { useEffectEvent, useLayoutEffect, useState } from 'react';
import { forgetShellLogin, readShellLogin, type ShellLogin } from './shellLogin';

/**
 * The login page's taking over of the server's sign-in form (shellLogin). Its first render starts from what was
 * typed there; once the page stands in the form's place (before the browser paints it), `take` gets what was
 * typed up to then, as a first render may be held back and drawn a while later, and the field that had the focus
 * gets it back. Returns the form as the first render found it (null without one).
 *
 * @example
 * const shell = useServerFormTakeOver((latest) => setFields(latest));
 */
export function useServerFormTakeOver(take: (latest: ShellLogin) => void): ShellLogin | null {
  const [first] = useState(readShellLogin);
  const takeOver = useEffectEvent(() => {
    const latest = readShellLogin();
    forgetShellLogin();
    if (!latest) return;
    if (latest.focused)
      document.querySelector<HTMLInputElement>(`form input[name="${latest.focused}"]`)?.focus();
    take(latest);
  });
  useLayoutEffect(() => takeOver(), []);
  return first;
}
