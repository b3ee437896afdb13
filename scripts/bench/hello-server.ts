import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

// Baselines for request throughput, on the same machine: a bare Fastify hello-world, and a bare
// Fastify sending a prepared JSON file (the portal's configuration answer, to show the cost of its size),
// as bytes read once, as the portal keeps it.
const payload = process.env.PAYLOAD_FILE ? readFileSync(process.env.PAYLOAD_FILE) : Buffer.from('{}');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/payload', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// The floor of any server sending the portal's answer: bare node:http writing the same bytes with
// the same headers (HEADERS_JSON, the portal's own), prepared once, for every request, no router.
const floorHeaders = { ...JSON.parse(process.env.HEADERS_JSON ?? '{}'), 'content-length': payload.length };
const floor = process.env.FLOOR_PORT
  ? createServer((_request, response) => response.writeHead(200, floorHeaders).end(payload))
  : undefined;
if (floor)
  await new Promise<void>((resolve) => floor.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', resolve));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
