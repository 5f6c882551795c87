import { describe, expect, it } from 'vitest';
import { idCardImage } from './idCardImage';
import { imageSize } from './imageSize';

describe('idCardImage', () => {
  it('draws a 240x150 PNG, far within the upload limits of docs/product.md#validation', () => {
    for (const side of ['front', 'back'] as const) {
      const png = idCardImage(3, side);
      expect(imageSize(png)).toEqual({ width: 240, height: 150, mime: 'image/png' });
      expect(png.length).toBeLessThan(5000);
    }
  });

  it('draws the same picture for the same seed and another for another seed or side', () => {
    const front = idCardImage(3, 'front');
    expect(idCardImage(3, 'front').equals(front)).toBe(true);
    expect(idCardImage(4, 'front').equals(front)).toBe(false);
    expect(idCardImage(3, 'back').equals(front)).toBe(false);
  });
});
