import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize';
import { pngImage } from './pngImage';

/** A baseline JPEG's first segments: SOI, an APP0 segment, a DHT segment, then a SOF0 frame of 640x480. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc4, 0x00, 0x03, 0x00, 0xff, 0xff, 0xc0, 0x00, 0x0b,
  0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00,
]);

describe('imageSize', () => {
  it('reads the size of a PNG from its header', () => {
    expect(imageSize(pngImage(3, 2, () => [0, 0, 0]))).toEqual({ width: 3, height: 2, mime: 'image/png' });
  });

  it('reads the size of a JPEG from its frame header, past other segments and fill bytes', () => {
    expect(imageSize(JPEG)).toEqual({ width: 640, height: 480, mime: 'image/jpeg' });
    expect(imageSize(new Uint8Array(JPEG))).toEqual({ width: 640, height: 480, mime: 'image/jpeg' });
  });

  it('reads nothing from other files or headers cut short', () => {
    expect(imageSize(Buffer.from('%PDF-1.4\n'))).toBeUndefined();
    expect(imageSize(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeUndefined();
    expect(imageSize(JPEG.subarray(0, 20))).toBeUndefined();
    expect(imageSize(pngImage(3, 2, () => [0, 0, 0]).subarray(0, 20))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00, 0x00]))).toBeUndefined();
  });
});
