// Captchas in the browser journeys. The server under test is started by server-entry.ts, which
// hands startServer() a generator whose answer the journeys know. Only code can do that: no
// environment variable or setting of a real deployment turns the captcha predictable. The picture
// is the real one, so the journeys also show that the browser displays it.
import { type CaptchaGenerator, drawCaptcha } from '../../server/src/platform/auth/captcha-image.ts';

export const E2E_CAPTCHA_ANSWER = 'E7EK9';

export const e2eCaptcha: CaptchaGenerator = () => ({
  answer: E2E_CAPTCHA_ANSWER,
  image: `data:image/png;base64,${drawCaptcha(E2E_CAPTCHA_ANSWER).toString('base64')}`,
});
