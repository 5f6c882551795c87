import { SIGNED_IN_HTML } from '../../../contract/signedInHtml';

const SHELL_MARK = '<!--app-shell-->';
const SIGNED_IN_PART = new RegExp(`${SIGNED_IN_HTML.start}[\\s\\S]*?${SIGNED_IN_HTML.end}`);

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
 * index.html as sent for one page: the configured title, and for a signed-in page the frame its layout opens with
 * (header bar and environment banner, styled in index.html) where the build marks it, so a slow network shows the
 * frame at once instead of a blank page until the scripts ran. React replaces it when it renders. A public page
 * goes without the frame and without what the build marks as for signed-in pages only (the preload of their code).
 */
export function appShell(indexHtml: string, { title, banner }: ShellText, withFrame: boolean): string {
  const frame = withFrame
    ? `<div class="app-shell" aria-busy="true"><div class="app-shell-bar">${escapeHtml(title)}</div>` +
      (banner ? `<div class="app-shell-banner" role="note">${escapeHtml(banner)}</div>` : '') +
      '</div>'
    : '';
  return (withFrame ? indexHtml : indexHtml.replace(SIGNED_IN_PART, ''))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(SHELL_MARK, () => frame);
}
