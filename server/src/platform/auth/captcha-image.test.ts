import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, svgCaptcha } from './captcha-image.ts';

const svgOf = (image: string) =>
  Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();

describe('svgCaptcha', () => {
  it('leaves out characters that look alike', () => {
    for (const ch of '0O1IL2Z5S8B') expect(CAPTCHA_ALPHABET).not.toContain(ch);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it('draws 4 characters as paths with noise, never as text', () => {
    for (let i = 0; i < 20; i++) {
      const { answer, image } = svgCaptcha();
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = svgOf(image);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<script|<foreignObject/i);
      expect(svg).not.toContain(answer);
      // 4 glyph paths plus the noise curves and dots.
      expect(svg.match(/<path /g)!.length).toBeGreaterThanOrEqual(8);
      expect(svg.match(/<circle /g)!.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('varies from one challenge to the next', () => {
    const answers = new Set(Array.from({ length: 30 }, () => svgCaptcha().answer));
    expect(answers.size).toBeGreaterThan(20);
  });
});
