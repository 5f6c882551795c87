import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emotionCache } from '../emotionCache';
import { useInsertionEffectAlwaysWithSyncFallback } from './emotionInsertion';

const written = () =>
  [...document.querySelectorAll('style[data-emotion="css"]')].map((style) => style.textContent).join('');

describe('useInsertionEffectAlwaysWithSyncFallback', () => {
  it("compiles a component's rules as it renders and writes them in the commit that draws it", () => {
    const compiled: string[] = [];
    const seenDuringRender: { compiled: boolean; written: string }[] = [];
    function Styled({ rule }: { rule: string }) {
      useInsertionEffectAlwaysWithSyncFallback(() => {
        compiled.push(rule);
        emotionCache.sheet.insert(rule);
      });
      seenDuringRender.push({ compiled: compiled.includes(rule), written: written() });
      return <p>styled</p>;
    }
    render(
      <>
        <Styled rule=".a{color:red;}" />
        <Styled rule=".b{color:blue;}" />
      </>,
    );
    expect(seenDuringRender.every((seen) => seen.compiled)).toBe(true);
    // Held while rendering: the page's styles do not change between a render's slices.
    expect(seenDuringRender.map((seen) => seen.written).join('')).not.toContain('.a{');
    expect(written()).toContain('.a{color:red;}.b{color:blue;}');
  });
});
