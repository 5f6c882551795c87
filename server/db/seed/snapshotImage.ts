import { pngImage } from '../../images/pngImage';
import type { PlatformRandom } from './platformRandom';

const WIDTH = 160;
const HEIGHT = 120;

/** A made-up snapshot, ready to store as an image: a soft two-colour gradient with a round "face". */
export function snapshotImage(random: PlatformRandom) {
  const [r, g, b] = [random.int(60, 200), random.int(60, 200), random.int(60, 200)];
  const cx = random.int(50, 110);
  const cy = random.int(40, 80);
  const data = pngImage(WIDTH, HEIGHT, (x, y) => {
    const inFace = (x - cx) ** 2 + (y - cy) ** 2 < 900;
    const shade = y / HEIGHT;
    return inFace ? [240, 200, 170] : [Math.round(r * (1 - shade)), Math.round(g * shade + 40), b];
  });
  return { mime: 'image/png', width: WIDTH, height: HEIGHT, bytes: data.length, data };
}
