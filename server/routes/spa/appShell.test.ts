import { describe, expect, it } from 'vitest';
import { appShell } from './appShell';

const INDEX = '<title>wse-dashboard</title><div id="root"><!--app-shell--></div>';
const SIGNED_IN = { signedIn: true } as const;
const LOGIN = { signedIn: false, heading: 'Sign in' } as const;

describe('appShell', () => {
  it('opens a signed-in page with the header bar and the environment banner', () => {
    const html = appShell(INDEX, { title: 'Staff', banner: 'Test mode' }, SIGNED_IN);
    expect(html).toBe(
      '<title>Staff</title><div id="root"><div class="app-shell" aria-busy="true">' +
        '<div class="app-shell-bar">Staff</div><div class="app-shell-banner" role="note">Test mode</div></div></div>',
    );
  });

  it('leaves the banner out when there is none', () => {
    expect(appShell(INDEX, { title: 'Staff', banner: '' }, SIGNED_IN)).not.toContain('app-shell-banner');
  });

  it("opens a public page with its card: the title and the page's heading", () => {
    expect(appShell(INDEX, { title: 'Staff', banner: 'Test mode' }, LOGIN)).toBe(
      '<title>Staff</title><div id="root"><div class="public-shell" aria-busy="true"><div class="public-shell-card">' +
        '<span class="public-shell-title">Staff</span><h1 class="public-shell-heading">Sign in</h1></div></div></div>',
    );
  });

  it('opens the login page with its sign-in form, which sends nothing anywhere before the app takes it', () => {
    const html = appShell(INDEX, { title: 'Staff', banner: '' }, { ...LOGIN, loginForm: true });
    expect(html).toContain(
      '<h1 class="public-shell-heading">Sign in</h1><form class="public-shell-form" method="dialog" novalidate>',
    );
    expect(html).toContain('<input name="username" autocomplete="username" autofocus>');
    expect(html).toContain('<input name="password" type="password" autocomplete="current-password">');
    expect(html).toContain('<button class="public-shell-button" type="submit">Sign in</button>');
    expect(html).toContain(
      '<a class="public-shell-link" href="/forgot-password">Forgot password?</a></form>',
    );
    expect(appShell(INDEX, { title: 'Staff', banner: '' }, LOGIN)).not.toContain('<form');
  });

  it("keeps the preload of the signed-in pages' code for a signed-in page only", () => {
    const index =
      '<head><!--signed-in--><link rel="modulepreload" href="/assets/list.js"><!--/signed-in--></head>';
    const text = { title: 'Staff', banner: '' };
    expect(appShell(index, text, SIGNED_IN)).toContain('<link rel="modulepreload" href="/assets/list.js">');
    expect(appShell(index, text, LOGIN)).toBe('<head></head>');
  });

  it("keeps the preload of a list's or a record's screen code for that screen's pages only", () => {
    const index =
      '<head><!--signed-in--><link href="/assets/layout.js">' +
      '<!--list-page--><link href="/assets/list.js"><!--/list-page-->' +
      '<!--record-page--><link href="/assets/Edit.js"><!--/record-page--><!--/signed-in--></head>';
    const text = { title: 'Staff', banner: '' };
    expect(appShell(index, text, { signedIn: true, screen: 'record' })).toBe(
      '<head><!--signed-in--><link href="/assets/layout.js">' +
        '<!--record-page--><link href="/assets/Edit.js"><!--/record-page--><!--/signed-in--></head>',
    );
    expect(appShell(index, text, { signedIn: true, screen: 'list' })).toBe(
      '<head><!--signed-in--><link href="/assets/layout.js">' +
        '<!--list-page--><link href="/assets/list.js"><!--/list-page--><!--/signed-in--></head>',
    );
    expect(appShell(index, text, SIGNED_IN)).toBe(
      '<head><!--signed-in--><link href="/assets/layout.js"><!--/signed-in--></head>',
    );
    expect(appShell(index, text, LOGIN)).toBe('<head></head>');
  });

  it('sends configured text as text, never as markup', () => {
    const html = appShell(INDEX, { title: 'A & B $&', banner: '<script>alert("x")</script>' }, SIGNED_IN);
    expect(html).toContain('<title>A &amp; B $&amp;</title>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    const heading = appShell(
      INDEX,
      { title: 'A & B', banner: '' },
      { signedIn: false, heading: '<b>$&</b>' },
    );
    expect(heading).toContain('<span class="public-shell-title">A &amp; B</span>');
    expect(heading).toContain('<h1 class="public-shell-heading">&lt;b&gt;$&amp;&lt;/b&gt;</h1>');
  });
});
