import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_FONT,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawCaptcha,
  rasterCaptcha,
} from './captcha-image.ts';

const pngOf = (image: string) => Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');

/** Darkness (0 white … 1 black) of every pixel of an 8-bit RGB PNG, any row filter. */
function decodePng(png: Buffer): { width: number; height: number; dark: Float32Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      expect([...data.subarray(8, 13)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? rows[y * stride + i - 3]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? rows[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      rows[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  const dark = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    dark[i] = 1 - (0.299 * rows[i * 3]! + 0.587 * rows[i * 3 + 1]! + 0.114 * rows[i * 3 + 2]!) / 255;
  }
  return { width, height, dark };
}

// The solver of the finding, for a raster: it knows the font (it is no secret) and the layout, and
// slides every glyph, upright or slightly turned, over each letter's place, keeping the one whose
// shape correlates best with the darkness of the picture there.
const SCALE = 7.4;
const HALF = 3;
const PAD = 40;
type Template = { char: string; on: [number, number][]; box: [number, number, number, number] };

function templatesOf(angle: number): Template[] {
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  return Object.entries(CAPTCHA_FONT).map(([char, strokes]) => {
    const segments = strokes.flatMap((stroke) => {
      const points = stroke.split(' ').map((p) => {
        const [gx, gy] = p.split(',').map(Number) as [number, number];
        const [x, y] = [(gx - 2) * SCALE, (gy - 3) * SCALE];
        return [x * cos - y * sin, x * sin + y * cos] as const;
      });
      return points.slice(1).map((b, i) => [points[i]!, b] as const);
    });
    const on: [number, number][] = [];
    for (let y = -PAD + 1; y < PAD; y++) {
      for (let x = -PAD + 1; x < PAD; x++) {
        const near = segments.some(([a, b]) => {
          const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
          const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy || 1)));
          return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy) <= HALF;
        });
        if (near) on.push([x, y]);
      }
    }
    const xs = on.map(([x]) => x);
    const ys = on.map(([, y]) => y);
    return { char, on, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
  });
}
const TEMPLATES = [-15, 0, 15].flatMap(templatesOf);

function readByTemplates(png: Buffer): string {
  const { width, height, dark } = decodePng(png);
  // The picture with a white margin, so a template never falls off it; and summed-area tables of
  // darkness and its square, for any box's mean and variance in constant time.
  const [w, h] = [width + 2 * PAD, height + 2 * PAD];
  const d = new Float64Array(w * h);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) d[(y + PAD) * w + x + PAD] = dark[y * width + x]!;
  const s1 = new Float64Array((w + 1) * (h + 1));
  const s2 = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [i, v] = [(y + 1) * (w + 1) + x + 1, d[y * w + x]!];
      s1[i] = v + s1[i - 1]! + s1[i - w - 1]! - s1[i - w - 2]!;
      s2[i] = v * v + s2[i - 1]! + s2[i - w - 1]! - s2[i - w - 2]!;
    }
  }
  const boxSum = (s: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    s[(y1 + 1) * (w + 1) + x1 + 1]! -
    s[y0 * (w + 1) + x1 + 1]! -
    s[(y1 + 1) * (w + 1) + x0]! +
    s[y0 * (w + 1) + x0]!;
  const offsets = TEMPLATES.map((t) => Int32Array.from(t.on, ([x, y]) => y * w + x));
  let answer = '';
  const left = (width - 4 * 45) / 2; // the first letter's nominal centre
  for (let slot = 0; slot < 5; slot++) {
    let best = { score: -Infinity, char: '?' };
    for (const [k, t] of TEMPLATES.entries()) {
      const on = offsets[k]!;
      const n = (t.box[2] - t.box[0] + 1) * (t.box[3] - t.box[1] + 1);
      const p = on.length / n;
      for (let y = PAD + height / 2 - 8; y <= PAD + height / 2 + 8; y++) {
        for (let x = PAD + left + 45 * slot - 16; x <= PAD + left + 45 * slot + 16; x++) {
          let ink = 0;
          const at = y * w + x;
          for (let i = 0; i < on.length; i++) ink += d[at + on[i]!]!;
          const [x0, y0, x1, y1] = [x + t.box[0], y + t.box[1], x + t.box[2], y + t.box[3]];
          const mean = boxSum(s1, x0, y0, x1, y1) / n;
          const variance = boxSum(s2, x0, y0, x1, y1) / n - mean * mean;
          // Pearson correlation of the 0/1 template with the darkness over the template's box.
          const score = (ink / n - p * mean) / Math.sqrt(p * (1 - p) * Math.max(variance, 1e-9));
          if (score > best.score) best = { score, char: t.char };
        }
      }
    }
    answer += best.char;
  }
  return answer;
}

const randomAnswer = () =>
  Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]).join(
    '',
  );

describe('rasterCaptcha', () => {
  it('leaves out characters that look alike', () => {
    for (const ch of '0O1IL2Z5S8B') expect(CAPTCHA_ALPHABET).not.toContain(ch);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it('is a PNG of 5 characters: pixels, no markup to read', () => {
    for (let i = 0; i < 10; i++) {
      const { answer, image } = rasterCaptcha();
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
      expect(image).toMatch(/^data:image\/png;base64,/);
      const { width, height, dark } = decodePng(pngOf(image));
      expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
      // Letters and curves cover a fair part of the picture, but far from all of it.
      const inked = dark.filter((d) => d > 0.4).length / dark.length;
      expect(inked).toBeGreaterThan(0.08);
      expect(inked).toBeLessThan(0.45);
    }
  });

  it('varies from one challenge to the next', () => {
    const answers = new Set(Array.from({ length: 30 }, () => rasterCaptcha().answer));
    expect(answers.size).toBeGreaterThan(20);
    expect(rasterCaptcha().image).not.toBe(rasterCaptcha().image);
  });
});

describe('a template-matching solver', () => {
  it('reads letters drawn plainly, so it is a fair solver', () => {
    let read = 0;
    for (let i = 0; i < 12; i++) {
      const answer = randomAnswer();
      if (readByTemplates(drawCaptcha(answer, { plain: true })) === answer) read++;
    }
    expect(read).toBeGreaterThanOrEqual(11);
  });

  // It reads about a third of the letters and a whole answer fewer than once in 100 (3 in 460 when
  // measured): 40 pictures rather than 25 keep a chance run out of the count. The SVG captcha
  // before this one fell to path fitting 20 times in 25.
  it('reads fewer than 5 of 40 captchas', () => {
    let read = 0;
    let letters = 0;
    for (let i = 0; i < 40; i++) {
      const { answer, image } = rasterCaptcha();
      const guess = readByTemplates(pngOf(image));
      if (guess === answer) read++;
      letters += [...guess].filter((ch, k) => ch === answer[k]).length;
    }
    expect(read, `${read}/40 read, ${letters}/200 letters`).toBeLessThan(5);
  }, 60_000);
});
