import { describe, expect, it } from 'vitest';
import { renderEmailPreview } from './renderEmailPreview';

describe('renderEmailPreview', () => {
  it('fills the placeholders from the sample values', () => {
    expect(renderEmailPreview('Welcome to {site}, {username}!')).toBe('Welcome to CamClub, lola_sunshine!');
    expect(renderEmailPreview('{link}', { link: 'https://a.example' })).toBe('https://a.example');
  });

  it('leaves unknown placeholders as written, also names every object has', () => {
    expect(renderEmailPreview('Hi {usrname} {constructor} {__proto__} {toString}')).toBe(
      'Hi {usrname} {constructor} {__proto__} {toString}',
    );
  });

  it('gives the markup in a template back as text, to be shown, never run', () => {
    const template = '<script>alert(1)</script><img src=x onerror="alert({username})">';
    expect(renderEmailPreview(template)).toBe(
      '<script>alert(1)</script><img src=x onerror="alert(lola_sunshine)">',
    );
  });
});
