// The e2e server: server/src/main.ts's startServer with the journeys' captcha generator
// (support/captcha.ts), so a journey can register, which always asks for a captcha, and with
// loopback fetches allowed, so a journey can serve the sentiment monitor a local test feed.
import { startServer } from '../../server/src/main.ts';
import { e2eCaptcha } from './captcha.ts';

// Strict audit: an action no module declared fails the journey instead of reaching production.
const server = await startServer(process.env, {
  captcha: e2eCaptcha,
  strictAudit: true,
  remoteCapture: { allowLoopback: true },
});
server.app.log.info(`e2e portal ready at ${server.url}/oa/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
