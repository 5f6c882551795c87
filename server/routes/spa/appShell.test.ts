import { describe, expect, it } from 'vitest';
import { appShell } from './appShell';

const INDEX = '<title>wse-dashboard</title><div id="root"><!--app-shell--></div>';

describe('appShell', () => {
  it('opens a signed-in page with the header bar and the environment banner', () => {
    const html = appShell(INDEX, { title: 'Staff', banner: 'Test mode' }, true);
    expect(html).toBe(
      '<title>Staff</title><div id="root"><div class="app-shell" aria-busy="true">' +
        '<div class="app-shell-bar">Staff</div><div class="app-shell-banner" role="note">Test mode</div></div></div>',
    );
  });

  it('leaves the banner out when there is none, and the whole frame on a public page', () => {
    expect(appShell(INDEX, { title: 'Staff', banner: '' }, true)).not.toContain('app-shell-banner');
    expect(appShell(INDEX, { title: 'Staff', banner: 'Test mode' }, false)).toBe(
      '<title>Staff</title><div id="root"></div>',
    );
  });

  it("keeps the preload of the signed-in pages' code for a signed-in page only", () => {
    const index =
      '<head><!--signed-in--><link rel="modulepreload" href="/assets/list.js"><!--/signed-in--></head>';
    const text = { title: 'Staff', banner: '' };
    expect(appShell(index, text, true)).toContain('<link rel="modulepreload" href="/assets/list.js">');
    expect(appShell(index, text, false)).toBe('<head></head>');
  });

  it('sends configured text as text, never as markup', () => {
    const html = appShell(INDEX, { title: 'A & B $&', banner: '<script>alert("x")</script>' }, true);
    expect(html).toContain('<title>A &amp; B $&amp;</title>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});
