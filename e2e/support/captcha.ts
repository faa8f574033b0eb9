// Captchas in the browser journeys. The server under test is started by server-entry.ts, which
// hands startServer() a generator whose answer the journeys know. Only code can do that: no
// environment variable or setting of a real deployment turns the captcha predictable.
import type { CaptchaGenerator } from '../../server/src/platform/auth/captcha-image.ts';

export const E2E_CAPTCHA_ANSWER = 'E2EK';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#f4f6f8"/><text x="60" y="27" font-size="20" text-anchor="middle" fill="#555">e2e</text></svg>`;

export const e2eCaptcha: CaptchaGenerator = () => ({
  answer: E2E_CAPTCHA_ANSWER,
  image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
});
