/** What an image file's header says about it. */
export interface ImageSize {
  width: number;
  height: number;
  mime: 'image/png' | 'image/jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The JPEG start-of-frame markers, whose segment carries the picture's size (not DHT c4, JPG c8, DAC cc). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers without a length: TEM, the restart markers, SOI. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);
const START_OF_SCAN = 0xda;

function jpegSize(data: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 3 < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (STANDALONE.has(marker)) {
      offset += 2;
      continue;
    }
    if (marker === START_OF_SCAN) return undefined;
    const length = data.readUInt16BE(offset + 2);
    if (SOF.has(marker)) {
      if (offset + 9 > data.length || length < 7) return undefined;
      return {
        width: data.readUInt16BE(offset + 7),
        height: data.readUInt16BE(offset + 5),
        mime: 'image/jpeg',
      };
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The width, height and type a PNG or JPEG file declares, read from its header without decoding the picture;
 * undefined for anything else or a header cut short (the upload checks refuse those).
 *
 * @example
 * imageSize(readFileSync('card.png')); // { width: 240, height: 150, mime: 'image/png' }
 */
export function imageSize(data: Uint8Array): ImageSize | undefined {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const isPng =
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('ascii', 12, 16) === 'IHDR';
  if (isPng) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), mime: 'image/png' };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}
