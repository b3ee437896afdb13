import Fastify from 'fastify';
import type { Services } from '../app.ts';

export const JOBS_EXIT = { done: 0, failed: 1, usage: 2 } as const;

/**
 * Runs the day's due jobs once through the services' job queue (the day is the services' clock's),
 * prints what each did and how long the run took; 1 when a job failed (it is logged as the server
 * logs it, and stays on the queue for a retry).
 */
export async function runDailyJobs(
  services: Pick<Services, 'lifecycleJobs'>,
  out: (line: string) => void,
  errors: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let failed = false;
  const stream = {
    write(line: string) {
      failed = true;
      errors.write(line);
    },
  };
  const jobs = services.lifecycleJobs(Fastify({ logger: { level: 'error', stream } }).log);
  const started = performance.now();
  const done = await jobs.runDue();
  const ms = performance.now() - started;
  for (const [kind, affected] of Object.entries(done)) out(`${kind}: ${affected} row(s)`);
  if (Object.keys(done).length === 0) out("nothing due: the day's jobs had run");
  out(`jobs done in ${ms.toFixed(0)} ms`);
  return failed ? JOBS_EXIT.failed : JOBS_EXIT.done;
}
