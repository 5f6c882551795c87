import { describe, expect, it } from 'vitest';
import { emotionCache } from './emotionCache';

/** The rules in the cache's <style> elements, inserted as text (emotion's development sheet) or by insertRule. */
const cssOfPage = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
    .map(
      (style) => style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
    )
    .join('');

describe('emotionCache', () => {
  it('inserts each rule as emotion does until asked to hold them, then holds them until written, in order', () => {
    emotionCache.sheet.insert('.first{color:red;}');
    expect(cssOfPage()).toContain('.first');

    emotionCache.holdRulesUntilCommit();
    emotionCache.sheet.insert('.second{color:green;}');
    emotionCache.sheet.insert('.third{color:blue;}');
    expect(cssOfPage()).not.toContain('.second');

    emotionCache.writeHeldRules();
    const styles = [...document.querySelectorAll('style[data-emotion="css"]')];
    expect(styles.at(-1)!.textContent).toBe('.second{color:green;}.third{color:blue;}');
    // After the sheet's earlier element, where an insertRule would have gone.
    expect(
      styles[0]!.compareDocumentPosition(styles.at(-1)!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    emotionCache.writeHeldRules();
    expect(document.querySelectorAll('style[data-emotion="css"]')).toHaveLength(styles.length);
  });
});
