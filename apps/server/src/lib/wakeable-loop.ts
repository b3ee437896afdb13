import type { FastifyBaseLogger } from 'fastify';
import { loggable } from './loggable-error.ts';

/**
 * The loop of an outbox worker (the mails, decision 001; the webhooks, decision 073): runs
 * `runOnce` every `intervalMs` until `stop`, and at once after `wake` (a row written by this
 * instance), so a row does not wait for the next poll. A wake during a run runs again after it,
 * one wake window later (the row may have been written after the run's claim; under a stream of
 * writes every run is woken, and without the window each would take only the few rows written
 * during the last); a run that reports `more` runs again at once.
 */
export function wakeableLoop<Result>(options: {
  runOnce: () => Promise<Result>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Named in the log line of a run that threw. */
  name: string;
  /** Whether a run that ended with this result leaves more due (go on at once); a run that threw does not. */
  more?: (result: Result) => boolean;
  /**
   * How long a wake waits before its run (default 0): rows written meanwhile join it, so a busy
   * stream of writes makes one run per window instead of one per write. A wake never postpones a
   * run already due sooner.
   */
  wakeDelayMs?: number;
}) {
  const { runOnce, intervalMs, log, name, more = () => false, wakeDelayMs = 0 } = options;
  let timer: NodeJS.Timeout | undefined;
  /** When the scheduled run is due (performance.now()). */
  let dueAt = 0;
  /** The run in progress, settling with whether it left more due. */
  let running: Promise<boolean> | undefined;
  let stopped = true;
  let wokenWhileRunning = false;

  function schedule(delayMs = intervalMs) {
    if (stopped) return;
    clearTimeout(timer);
    dueAt = performance.now() + delayMs;
    timer = setTimeout(async () => {
      timer = undefined;
      wokenWhileRunning = false;
      running = runOnce().then(more, (error: unknown) => {
        log.error({ err: loggable(error) }, `${name} run failed`);
        return false;
      });
      const goOn = await running;
      running = undefined;
      schedule(goOn ? 0 : wokenWhileRunning ? wakeDelayMs : intervalMs);
    }, delayMs);
  }

  return {
    /** Runs at once (after the current task: several rows written together make one run). */
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else if (!(timer && dueAt <= performance.now() + wakeDelayMs)) schedule(wakeDelayMs);
    },
    start() {
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for a run in progress, so shutdown never cuts a send in half. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
