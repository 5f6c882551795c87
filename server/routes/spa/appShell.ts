import { LIST_PAGE_HTML } from '../../../contract/listPageHtml';
import { RECORD_PAGE_HTML } from '../../../contract/recordPageHtml';
import { SIGNED_IN_HTML } from '../../../contract/signedInHtml';
import type { ScreenPage } from './screenOfPath';

const SHELL_MARK = '<!--app-shell-->';
const partOf = ({ start, end }: { start: string; end: string }) => new RegExp(`${start}[\\s\\S]*?${end}`);
const SIGNED_IN_PART = partOf(SIGNED_IN_HTML);
const SCREEN_PARTS: Record<ScreenPage, RegExp> = {
  list: partOf(LIST_PAGE_HTML),
  record: partOf(RECORD_PAGE_HTML),
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

export interface ShellText {
  title: string;
  banner: string;
}

/**
 * A signed-in page opens with its layout's frame (a list's or a record's page preloads its screen's code too); a
 * public page with its card, headed as the page heads it, the login page's with its form.
 */
export type ShellPage =
  { signedIn: true; screen?: ScreenPage } | { signedIn: false; heading: string; loginForm?: boolean };

const shellField = (name: string, label: string, attributes: string) =>
  `<label class="public-shell-field"><span>${label}</span><input name="${name}" ${attributes}></label>`;

/**
 * The sign-in form, usable before the app's code has come: what is typed is kept when the login page takes its
 * place, and a submit is held until then (src/pages/login/shellLogin.ts). `method="dialog"` keeps a submit made
 * before that code runs from sending the form anywhere.
 */
const LOGIN_FORM =
  '<form class="public-shell-form" method="dialog" novalidate>' +
  shellField('username', 'Username', 'autocomplete="username" autofocus') +
  shellField('password', 'Password', 'type="password" autocomplete="current-password"') +
  '<button class="public-shell-button" type="submit">Sign in</button>' +
  '<a class="public-shell-link" href="/forgot-password">Forgot password?</a></form>';

function frameOf({ title, banner }: ShellText, page: ShellPage): string {
  if (!page.signedIn)
    return (
      '<div class="public-shell" aria-busy="true"><div class="public-shell-card">' +
      `<span class="public-shell-title">${escapeHtml(title)}</span>` +
      `<h1 class="public-shell-heading">${escapeHtml(page.heading)}</h1>` +
      (page.loginForm ? LOGIN_FORM : '') +
      '</div></div>'
    );
  return (
    `<div class="app-shell" aria-busy="true"><div class="app-shell-bar">${escapeHtml(title)}</div>` +
    (banner ? `<div class="app-shell-banner" role="note">${escapeHtml(banner)}</div>` : '') +
    '</div>'
  );
}

/**
 * index.html as sent for one page: the configured title, and the frame the page opens with where the build marks
 * it (styled in index.html), so a slow network shows the frame at once instead of a blank page until the scripts
 * ran, and the browser has laid out the page's type before they run (the first layout of text costs a phone tens of
 * milliseconds, which the page's first render would otherwise wait for). React replaces the frame when it renders.
 * A public page goes without what the build marks as for signed-in pages only (the preload of their code), and
 * a page without the preload of a screen's code (list, record) it does not show.
 */
export function appShell(indexHtml: string, text: ShellText, page: ShellPage): string {
  const shown = page.signedIn ? page.screen : undefined;
  const code = Object.entries(SCREEN_PARTS)
    .filter(([screen]) => screen !== shown)
    .reduce((html, [, part]) => html.replace(part, ''), indexHtml);
  return (page.signedIn ? code : code.replace(SIGNED_IN_PART, ''))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(text.title)}</title>`)
    .replace(SHELL_MARK, () => frameOf(text, page));
}
