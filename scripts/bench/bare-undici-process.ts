import { readFileSync } from 'node:fs';
import { bareUndiciLoop } from './webhooks.ts';

// The webhook baseline as a process of its own, as the portal's worker is one: reads the receiver's
// address, the secret and the payloads from the file named by JOB_FILE, posts them, and prints
// the deliveries per second.
const job = JSON.parse(readFileSync(process.env.JOB_FILE!, 'utf8')) as {
  url: string;
  secret: string;
  bodies: { id: string; body: string }[];
};
const rate = await bareUndiciLoop(job.url, job.secret, job.bodies);
process.stdout.write(JSON.stringify({ rate }));
