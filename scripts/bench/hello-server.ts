import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Baselines for request throughput, on the same machine: a bare Fastify hello-world, and a bare
// Fastify sending a prepared JSON file (the portal's configuration answer, to show the cost of its size),
// as bytes read once, as the portal keeps it.
const payload = process.env.PAYLOAD_FILE ? readFileSync(process.env.PAYLOAD_FILE) : Buffer.from('{}');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/payload', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
