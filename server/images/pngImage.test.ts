import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngImage } from './pngImage';

/** The chunks of a PNG file, each with its type, data and the CRC it carries. */
function chunksOf(png: Buffer) {
  const chunks: { type: string; data: Buffer; crc: number }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    chunks.push({
      type,
      data: png.subarray(offset + 8, offset + 8 + length),
      crc: png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

/** The reference CRC-32 of the PNG specification (bitwise, no table), to check the encoder's. */
function referenceCrc(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('pngImage', () => {
  const png = pngImage(3, 2, (x, y) => [x * 100, y * 200, 7]);

  it('writes the PNG signature, a truecolour header, the pixels and the end', () => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([
      3, 2, 8, 2, 0, 0, 0,
    ]);
  });

  it('stores each row after a "no filter" byte, deflated', () => {
    const rows = inflateSync(chunksOf(png)[1]!.data);
    expect([...rows]).toEqual([0, 0, 0, 7, 100, 0, 7, 200, 0, 7, 0, 0, 200, 7, 100, 200, 7, 200, 200, 7]);
  });

  it('checksums every chunk over its type and data', () => {
    for (const chunk of chunksOf(png)) {
      expect(chunk.crc).toBe(referenceCrc(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    }
    expect(chunksOf(png)[2]!.crc).toBe(0xae426082);
  });
});
