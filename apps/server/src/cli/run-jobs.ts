import Fastify from 'fastify';
import type { Services } from '../app.ts';
import { loggable } from '../lib/loggable-error.ts';

export const JOBS_EXIT = { done: 0, failed: 1, usage: 2 } as const;

/**
 * Runs the day's due jobs once through the services' job queue (the day is the services' clock's),
 * prints what each did and how long they took (and the audit anchor the day's anchor job logs), then runs one voucher issue (the server's
 * every-minute job: rewards chosen as a voucher get their code, so a portal run without a server
 * still issues them) and prints how many codes it issued; 1 when a job failed (it is logged as the server logs it, and stays due for a retry).
 */
export async function runDailyJobs(
  services: Pick<Services, 'lifecycleJobs' | 'voucherIssuer'>,
  out: (line: string) => void,
  errors: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let failed = false;
  // What the jobs log: an error goes to `errors` (the run failed), a note (the audit anchor) to `out`.
  const stream = {
    write(line: string) {
      const { level, msg } = JSON.parse(line) as { level: number; msg?: string };
      if (level < 50) return out(msg ?? '');
      failed = true;
      errors.write(line);
    },
  };
  const log = Fastify({ logger: { level: 'info', stream } }).log;
  const jobs = services.lifecycleJobs(log);
  const started = performance.now();
  const done = await jobs.runDue();
  for (const [kind, affected] of Object.entries(done)) out(`${kind}: ${affected} row(s)`);
  if (Object.keys(done).length === 0) out("nothing due: the day's jobs had run");
  // The daily jobs' time alone: the bench compares it with the same statements sent straight.
  out(`jobs done in ${(performance.now() - started).toFixed(0)} ms`);
  try {
    out(`vouchers.issue: ${await services.voucherIssuer(log).runOnce()} code(s)`);
  } catch (error) {
    // Logged as the server's timer logs it (no code in it); the rewards stay chosen for the next run.
    log.error({ err: loggable(error) }, 'voucher issue run failed');
  }
  return failed ? JOBS_EXIT.failed : JOBS_EXIT.done;
}
