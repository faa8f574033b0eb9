// Captcha pictures (issue 8 §4): a PNG raster, so no markup carries a letter's shape as a path a
// program could fit against the font (the SVG it replaces fell to that 20 times in 25). Five letters
// of a small stroke font, each scaled, turned, sheared and wobbled, close enough to touch, one thin
// curve across, all in one ink so colour separates nothing; a broad band swaps light and dark where
// it crosses them, and one smooth warp bends the whole picture. captcha-image.test.ts measures it
// with a template-matching solver. Characters that look alike (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out.
import { randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export type CaptchaChallengeImage = { answer: string; image: string };
/** Injectable so tests know the answer. */
export type CaptchaGenerator = () => CaptchaChallengeImage;

const LENGTH = 5;
/** Drawn at twice the size it is shown at (40 px high), so it stays sharp on dense screens. */
export const CAPTCHA_WIDTH = 280;
export const CAPTCHA_HEIGHT = 80;

/** Strokes on a 4 × 6 grid, y downwards; each string is one polyline "x,y x,y …". No secret. */
export const CAPTCHA_FONT: Record<string, string[]> = {
  A: ['0,6 2,0 4,6', '1,3.8 3,3.8'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.6', '1.3,2.8 4,6'],
  M: ['0,6 0,0 2,3.5 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5'],
  R: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5', '2,3.5 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.5 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 1.5,3', '3,3 4,4 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '6': ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': ['0,0 4,0 1.5,6'],
  '9': ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5'],
};
export const CAPTCHA_ALPHABET = Object.keys(CAPTCHA_FONT).join('');

type Point = [number, number];
type Rgb = [number, number, number];
/** A thick line segment of the picture, with its half width and bounding box. */
type Segment = { a: Point; b: Point; half: number; box: [number, number, number, number] };

/** A uniform number in [-amount, amount]. */
const jitter = (amount: number) => (randomInt(0, 200_001) / 100_000 - 1) * amount;
const between = (low: number, high: number) => low + (randomInt(0, 100_001) / 100_000) * (high - low);

/** A dark, saturated ink of a random hue. */
function ink(): Rgb {
  const hue = randomInt(0, 360);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (0.32 - 0.22 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function segment(a: Point, b: Point, half: number): Segment {
  const pad = half + 1;
  const box: Segment['box'] = [
    Math.min(a[0], b[0]) - pad,
    Math.min(a[1], b[1]) - pad,
    Math.max(a[0], b[0]) + pad,
    Math.max(a[1], b[1]) + pad,
  ];
  return { a, b, half, box };
}

/** One character: turned, sheared, scaled, each stroke point moved a little (unless plain). */
function glyphSegments(char: string, cx: number, cy: number, plain: boolean): Segment[] {
  const vary = (amount: number) => (plain ? 0 : jitter(amount));
  const scale = 7.4 + vary(1.2);
  const angle = (vary(20) * Math.PI) / 180;
  const shear = vary(0.25);
  const stretch = 1 + vary(0.25);
  const half = 3 + vary(0.3);
  const place = ([gx, gy]: Point): Point => {
    const x = (gx - 2 + shear * (gy - 3) + vary(0.2)) * scale * stretch;
    const y = (gy - 3 + vary(0.2)) * scale;
    return [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)];
  };
  const segments: Segment[] = [];
  for (const stroke of CAPTCHA_FONT[char] ?? []) {
    const points = stroke.split(' ').map((p) => place(p.split(',').map(Number) as Point));
    for (let i = 1; i < points.length; i++) segments.push(segment(points[i - 1]!, points[i]!, half));
  }
  return segments;
}

/** A cubic curve from one side of the picture to the other, within `swing` of the middle line. */
function curveAcross(half: number, swing: number): Segment[] {
  const y = () => CAPTCHA_HEIGHT / 2 + jitter(swing);
  const p: Point[] = [
    [between(-20, 30), y()],
    [CAPTCHA_WIDTH * between(0.15, 0.45), y()],
    [CAPTCHA_WIDTH * between(0.55, 0.85), y()],
    [CAPTCHA_WIDTH + between(-30, 20), y()],
  ];
  const at = (t: number): Point => {
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [0, 1].map((k) => w.reduce((sum, wi, i) => sum + wi * p[i]![k]!, 0)) as Point;
  };
  const segments: Segment[] = [];
  for (let i = 1; i <= 24; i++) segments.push(segment(at((i - 1) / 24), at(i / 24), half));
  return segments;
}

function distanceToSegment(x: number, y: number, { a, b }: Segment): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

/** How much of the pixel at (u, v) the segments cover, anti-aliased: 0 … 1. */
function coverage(segments: Segment[], u: number, v: number): number {
  let clear = 1;
  for (const s of segments) {
    if (u < s.box[0] || u > s.box[2] || v < s.box[1] || v > s.box[3]) continue;
    clear *= 1 - Math.max(0, Math.min(1, s.half + 0.5 - distanceToSegment(u, v, s)));
  }
  return 1 - clear;
}

/** Segments by 16-pixel column band, so that a pixel looks only at those that may reach it. */
function byBand(segments: Segment[]): (u: number) => Segment[] {
  const count = Math.ceil(CAPTCHA_WIDTH / 16) + 2;
  const band = (u: number) => Math.max(0, Math.min(count - 1, Math.floor(u / 16) + 1));
  const bands: Segment[][] = Array.from({ length: count }, () => []);
  for (const s of segments) for (let i = band(s.box[0]); i <= band(s.box[2]); i++) bands[i]!.push(s);
  return (u) => bands[band(u)]!;
}

/**
 * RGB pixels on a light shaded ground, everything seen through one smooth warp. Where the strokes
 * cross the broad band the colours swap (light strokes on ink), so no one shade means "letter".
 */
function render(strokes: Segment[], band: Segment[], plain: boolean): Buffer {
  const pixels = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const warp = {
    ax: plain ? 0 : between(3, 6),
    ay: plain ? 0 : between(4, 7),
    fx: (2 * Math.PI) / between(50, 90),
    fy: (2 * Math.PI) / between(70, 140),
    px: jitter(Math.PI),
    py: jitter(Math.PI),
  };
  const color = ink();
  // The ground shades from one light colour to another, with a faint grain.
  const [from, to] = [0, 1].map((): Rgb => [randomInt(225, 252), randomInt(225, 252), randomInt(225, 252)]);
  const slope = jitter(1);
  const grains = randomBytes(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  const [strokesNear, bandNear] = [byBand(strokes), byBand(band)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const u = x + warp.ax * Math.sin(y * warp.fx + warp.px);
      const v = y + warp.ay * Math.sin(u * warp.fy + warp.py);
      const stroke = coverage(strokesNear(u), u, v);
      const broad = 0.8 * coverage(bandNear(u), u, v);
      const shade = stroke + broad - 2 * stroke * broad;
      const t = Math.max(0, Math.min(1, (x + slope * (y - CAPTCHA_HEIGHT / 2)) / CAPTCHA_WIDTH));
      const grain = (grains[y * CAPTCHA_WIDTH + x]! % 7) - 3;
      const at = (y * CAPTCHA_WIDTH + x) * 3;
      for (let k = 0; k < 3; k++) {
        const ground = from![k]! + (to![k]! - from![k]!) * t + grain;
        // A Buffer keeps only the low 8 bits of what it is given: round and clamp first.
        pixels[at + k] = Math.max(0, Math.min(255, Math.round(ground + (color[k]! - ground) * shade)));
      }
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A truecolour PNG of the pixels, each row unfiltered. */
export function encodePng(pixels: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The PNG of an answer. `plain` draws the letters upright in their nominal places with no warp and
 * no crossing curves: only the solver test uses it, to show that its solver can read at all.
 */
export function drawCaptcha(answer: string, { plain = false } = {}): Buffer {
  const vary = (amount: number) => (plain ? 0 : jitter(amount));
  // Letters about 35 px wide advance 42–48 px: turned, they touch or overlap; the start varies.
  let cx = (CAPTCHA_WIDTH - (answer.length - 1) * 45) / 2 + vary(7);
  const strokes: Segment[] = [];
  for (const char of answer) {
    strokes.push(...glyphSegments(char, cx, CAPTCHA_HEIGHT / 2 + vary(4), plain));
    cx += 45 + vary(3);
  }
  if (plain) return encodePng(render(strokes, [], true), CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  strokes.push(...curveAcross(between(0.9, 1.6), CAPTCHA_HEIGHT * 0.5));
  // The band keeps near the middle line: along the letters' tops or feet it would hide their bars.
  const band = curveAcross(between(4, 6), CAPTCHA_HEIGHT * 0.2);
  return encodePng(render(strokes, band, false), CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
}

export const rasterCaptcha: CaptchaGenerator = () => {
  let answer = '';
  for (let i = 0; i < LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return { answer, image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}` };
};
