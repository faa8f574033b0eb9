// The yardstick: a bare Fastify route answering a fixed JSON body, to compare the portal's
// signed-in calls against what the framework costs by itself on this machine.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY || '{"data":{}}') as unknown;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
