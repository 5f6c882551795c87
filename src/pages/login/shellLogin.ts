/** The server's sign-in form (server/routes/spa/appShell.ts), as it was used before the login page took over. */
export interface ShellLogin {
  username: string;
  password: string;
  /** The field that had the focus, which the page's own form gives it. */
  focused: 'username' | 'password' | null;
  /** Whether it was submitted (Enter, or its button) before the page could sign in. */
  submitted: boolean;
}

const FORM = 'form.public-shell-form';
let shell: ShellLogin | null = null;
let listening: AbortController | null = null;

const fieldOf = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.closest(FORM) ? target : null;
const nameOf = (input: HTMLInputElement) => (input.name === 'password' ? 'password' : 'username');

/**
 * Follows the server's sign-in form from start-up on, before the app's code has come: what is typed in it, which
 * field has the focus, and a submit, which it holds for the login page to make. Whatever the app draws first in the
 * form's place, the login page then finds all of it (readShellLogin). Nothing on a page without that form.
 *
 * @example
 * watchShellLogin();
 */
export function watchShellLogin(): void {
  if (!document.querySelector(FORM)) return;
  const state: ShellLogin = { username: '', password: '', focused: null, submitted: false };
  shell = state;
  listening = new AbortController();
  const { signal } = listening;
  const listen = (type: string, handle: (event: Event) => void) =>
    document.addEventListener(type, handle, { capture: true, signal });
  listen('input', (event) => {
    const input = fieldOf(event.target);
    if (input) state[nameOf(input)] = input.value;
  });
  listen('focusin', (event) => {
    const input = fieldOf(event.target);
    if (input) state.focused = nameOf(input);
  });
  // Focus moved elsewhere by the person; a field taken away with the form keeps it.
  listen('focusout', (event) => {
    if (fieldOf(event.target) && (event as FocusEvent).relatedTarget) state.focused = null;
  });
  listen('submit', (event) => {
    if (!(event.target instanceof Element) || !event.target.matches(FORM)) return;
    event.preventDefault();
    state.submitted = true;
  });
}

/**
 * How the server's sign-in form was left; null where there was none (another page first, or the login page
 * reached from within the app). Values still in the form (filled without an input event) count too.
 *
 * @example
 * const [shell] = useState(readShellLogin);
 */
export function readShellLogin(): ShellLogin | null {
  if (!shell) return null;
  for (const input of document.querySelectorAll<HTMLInputElement>(`${FORM} input`))
    if (input.value) shell[nameOf(input)] = input.value;
  return { ...shell };
}

/**
 * The login page has taken the form over: following it stops, and a later visit to the page (after signing out)
 * starts empty.
 *
 * @example
 * useLayoutEffect(() => forgetShellLogin(), []);
 */
export function forgetShellLogin(): void {
  listening?.abort();
  listening = null;
  shell = null;
}
