// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { storeLanguage } from './storeLanguage';

describe('storeLanguage', () => {
  it('writes the language cookie the browser then sends', () => {
    storeLanguage('en', '/api');
    expect(document.cookie).toContain('lang=en');
  });
});
