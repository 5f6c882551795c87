import { pngImage, type Rgb } from './pngImage';

const WIDTH = 240;
const HEIGHT = 150;
const PALETTE: readonly Rgb[] = [
  [46, 94, 170],
  [196, 70, 70],
  [52, 140, 98],
  [120, 82, 170],
  [214, 140, 40],
  [40, 130, 150],
];
const PAPER: Rgb = [236, 239, 243];
const INK: Rgb = [84, 90, 104];
const SKIN: Rgb = [222, 190, 160];

/** A number from 0 to 999 that depends on the seed and `salt` only, so a card's details vary between seeds. */
function vary(seed: number, salt: number): number {
  return Math.abs(Math.imul(seed + 1, 2654435761) ^ Math.imul(salt + 7, 40503)) % 1000;
}

function shade([r, g, b]: Rgb, amount: number): Rgb {
  return [Math.min(255, r + amount), Math.min(255, g + amount), Math.min(255, b + amount)];
}

function front(seed: number, colour: Rgb, x: number, y: number): Rgb {
  if (y < 24) return (x + y) % 12 < 2 ? shade(colour, 30) : colour;
  // The photo: a head and shoulders on a light background.
  if (x >= 14 && x < 74 && y >= 34 && y < 122) {
    const head = (x - 44) ** 2 / 196 + (y - 62) ** 2 / 289 <= 1;
    const shoulders = y >= 90 && (x - 44) ** 2 / 900 + (y - 122) ** 2 / 784 <= 1;
    if (head) return SKIN;
    if (shoulders) return colour;
    return shade(colour, 150);
  }
  const line = Math.floor((y - 38) / 16);
  const inLine = y >= 38 && (y - 38) % 16 < 6 && line < 5;
  if (inLine && x >= 88 && x < 88 + 60 + (vary(seed, line) % 80)) return INK;
  if ((x - 212) ** 2 + (y - 126) ** 2 <= 100) return shade(colour, 60);
  return (x * 3 + y * 2 + seed) % 23 === 0 ? shade(PAPER, -12) : PAPER;
}

function back(seed: number, colour: Rgb, x: number, y: number): Rgb {
  if (y < 14) return colour;
  // A barcode of seed-dependent bars, then a machine-readable zone of three rows of characters.
  if (y >= 26 && y < 58 && x >= 16 && x < 150) return vary(seed, x >> 1) % 3 === 0 ? INK : PAPER;
  const row = Math.floor((y - 96) / 16);
  if (y >= 96 && row < 3 && (y - 96) % 16 < 9 && x >= 14 && x < WIDTH - 14) {
    const cell = Math.floor((x - 14) / 7);
    if ((x - 14) % 7 < 5 && vary(seed, row * 40 + cell) % 5 !== 0) return INK;
  }
  if (x >= 168 && x < 224 && y >= 26 && y < 72) return shade(colour, 120);
  return PAPER;
}

/**
 * A small made-up picture of an identity document (240x150 PNG, about a kilobyte; docs/product.md#validation
 * allows 1024x768): the front with a coloured header, a portrait and text lines, the back with a barcode and
 * a machine-readable zone. The same seed gives the same picture. The demo data's identity images.
 *
 * @example
 * const png = idCardImage(17, 'front'); // PNG bytes
 */
export function idCardImage(seed: number, side: 'front' | 'back'): Buffer {
  const colour = PALETTE[seed % PALETTE.length]!;
  return pngImage(WIDTH, HEIGHT, (x, y) => {
    const border = x < 3 || y < 3 || x >= WIDTH - 3 || y >= HEIGHT - 3;
    if (border) return shade(colour, -30);
    return side === 'front' ? front(seed, colour, x, y) : back(seed, colour, x, y);
  });
}
