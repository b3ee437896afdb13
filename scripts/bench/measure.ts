import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** The server's CPU time (user + system) per answered request, when its pid was given. */
  cpuMicrosPerRequest?: number;
}

/**
 * `BENCH_QUICK=1` shrinks every load to a few seconds and the data sets to a tenth, to see that a
 * section works; its figures mean nothing and it is never written to the README.
 */
export const QUICK = process.env.BENCH_QUICK === '1';
/** Seconds each load is measured for (after its warm-up). */
export const SECONDS = QUICK ? 2 : 8;

/**
 * Drives one URL with autocannon: 50 connections for `seconds`, after a short warm-up. With the
 * server's `pid`, also its CPU time per request over the measured window: on two cores the load
 * generator shares the machine with the server, so throughput alone mixes the client's cost into
 * the server's; CPU per request is the server's own. One target of `interleavedLoads` in one turn:
 * its rate is the requests answered over the seconds measured.
 */
export async function load(
  url: string,
  seconds = SECONDS,
  connections = 50,
  pid?: number,
): Promise<LoadResult> {
  return (await interleavedLoads([{ url, pid }], seconds, 1, connections))[0]!;
}

/**
 * Drives several URLs in turn, each for `seconds` in all, in `slices` turns of equal length after
 * one warm-up each (A B C A B C …), so a drift of the machine's speed during the measurement (two
 * shared cores) falls on every target alike rather than on whichever ran later. Each target's
 * figures are its totals over its turns; p99 is the largest of its turns'.
 */
export async function interleavedLoads(
  targets: { url: string; pid?: number; headers?: Record<string, string> }[],
  seconds = SECONDS,
  slices = 4,
  connections = 50,
): Promise<LoadResult[]> {
  for (const { url, headers } of targets) await autocannon({ url, headers, connections, duration: 2 });
  const totals = targets.map(() => ({ requests: 0, seconds: 0, p99Ms: 0, non2xx: 0, cpu: 0 }));
  const cpuOf = (pid: number | undefined) => (pid === undefined ? 0 : cpuMicros(pid));
  for (let slice = 0; slice < slices; slice++)
    for (const [i, { url, pid, headers }] of targets.entries()) {
      const cpuBefore = cpuOf(pid);
      const result = await autocannon({ url, headers, connections, duration: seconds / slices });
      const total = totals[i]!;
      total.cpu += cpuOf(pid) - cpuBefore;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99Ms = Math.max(total.p99Ms, result.latency.p99);
      total.non2xx += result.non2xx;
    }
  return totals.map((t, i) => ({
    requestsPerSecond: t.requests / t.seconds,
    p99Ms: t.p99Ms,
    non2xx: t.non2xx,
    cpuMicrosPerRequest: targets[i]!.pid === undefined ? undefined : t.cpu / Math.max(1, t.requests),
  }));
}

/** CPU time (user + system) a running process has used so far, in µs (`/proc/<pid>/stat`). */
export function cpuMicros(pid: number): number {
  // Fields after the command name's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

/** Starts a node process and resolves once `readyUrl` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${readyUrl} did not answer`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory (VmHWM) of a running process, in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** How many times each figure is measured; its median is reported, with the spread. */
export const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));

/** Runs `run` RUNS times, one after another (never two at once: they would share the cores). */
export async function repeated<T>(run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(i));
  return results;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** `median (min–max)` of the values, each with `digits` decimals. */
export function shown(values: number[], digits = 0): string {
  const s = spread(values);
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}

/**
 * A figure's target: the text in the table and the test of a measured median against it — or of
 * every run's value, for a count that must never be above zero (one 5xx in one run is a miss).
 */
export interface Target {
  text: string;
  met?: (value: number) => boolean;
  everyRun?: boolean;
}
export const atLeast = (n: number, unit = ''): Target => ({ text: `≥ ${n}${unit}`, met: (v) => v >= n });
export const atMost = (n: number, unit = ''): Target => ({ text: `≤ ${n}${unit}`, met: (v) => v <= n });
export const within = (low: number, high: number, unit = ''): Target => ({
  text: `${low}–${high}${unit}`,
  met: (v) => v >= low && v <= high,
});
/** None in any run: the status is met only if every run counted 0. */
export const NONE: Target = { text: '0 in every run', met: (v) => v === 0, everyRun: true };
export const REPORTED: Target = { text: '(reported)' };

export const TABLE_HEAD = ['| figure | measured | target | status |', '|---|---|---|---|'];

/**
 * A table row; the status is computed from the values and the target (the median's, or every
 * run's), never written by hand.
 */
export function row(figure: string, measured: string, target: Target, values: number[]): string {
  const { met } = target;
  const passed = met && (target.everyRun ? values.every((v) => met(v)) : met(spread(values).median));
  const status = met ? (passed ? 'met' : '**missed**') : '—';
  return `| ${figure} | ${measured} | ${target.text} | ${status} |`;
}
