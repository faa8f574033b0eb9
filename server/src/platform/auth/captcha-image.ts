// Captcha pictures drawn as SVG paths from a small stroke font: no <text> element, so the answer
// is not sitting in the markup. Characters that look alike (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out.
import { randomInt } from 'node:crypto';

export type CaptchaChallengeImage = { answer: string; image: string };
/** Injectable so tests know the answer. */
export type CaptchaGenerator = () => CaptchaChallengeImage;

const LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

// Strokes on a 4 × 6 grid, y downwards; each string is one polyline "x,y x,y …".
const GLYPHS: Record<string, string[]> = {
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
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const jitter = (amount: number) => (randomInt(0, 2001) / 1000 - 1) * amount;
const color = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(25, 45)}%)`;

function glyphPath(char: string, slot: number): string {
  const scale = 4 + jitter(0.4);
  const angle = (jitter(25) * Math.PI) / 180;
  const skew = jitter(0.25);
  const cx = 14 + slot * 27 + jitter(3);
  const cy = HEIGHT / 2 + jitter(3);
  const place = (pair: string) => {
    const [gx, gy] = pair.split(',').map(Number) as [number, number];
    const x = (gx - 2 + skew * (gy - 3) + jitter(0.2)) * scale;
    const y = (gy - 3 + jitter(0.2)) * scale;
    const px = cx + x * Math.cos(angle) - y * Math.sin(angle);
    const py = cy + x * Math.sin(angle) + y * Math.cos(angle);
    return `${px.toFixed(1)} ${py.toFixed(1)}`;
  };
  return (GLYPHS[char] ?? []).map((stroke) => `M${stroke.split(' ').map(place).join(' L')}`).join(' ');
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const d = `M${randomInt(0, 20)} ${randomInt(0, HEIGHT)} C${randomInt(20, 60)} ${randomInt(0, HEIGHT)} ${randomInt(60, 100)} ${randomInt(0, HEIGHT)} ${randomInt(100, WIDTH)} ${randomInt(0, HEIGHT)}`;
    parts.push(`<path d="${d}" stroke="${color()}" stroke-width="1" fill="none"/>`);
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${color()}"/>`);
  }
  return parts.join('');
}

export const svgCaptcha: CaptchaGenerator = () => {
  let answer = '';
  for (let i = 0; i < LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  const glyphs = [...answer]
    .map(
      (ch, i) =>
        `<path d="${glyphPath(ch, i)}" stroke="${color()}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise()}${glyphs}</svg>`;
  return { answer, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};
