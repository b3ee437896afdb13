import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { atLeast, atMost, REPORTED, repeated, row, SECONDS, shown, stopProcess } from '../measure.ts';
import { observabilityOverheadOnce, reportObservabilityOverhead } from '../observability-overhead.ts';
import { createBenchDatabase, createLoad } from '../recommending.ts';
import { ratioRow, report, startPortal, table } from '../report.ts';
import {
  addEndpoints,
  arrivalRate,
  BATCH,
  bareUndiciLoop,
  bareUndiciProcess,
  CONNECTIONS,
  countingReceiver,
  DELIVERIES,
  enqueueDeliveries,
  holdDeliveries,
  LANES,
  setEndpointsEnabled,
  until,
} from '../webhooks.ts';

/** The portal's port in this section, and the observability rows' (its metrics on the next). */
const PORT = Number(process.env.BENCH_WEBHOOKS_PORT ?? 3205);
/**
 * Clients creating recommendations for the latency comparison: a busy form, not a load test —
 * two cores saturated by the load would measure the queue for the CPU (the worker's posts
 * included), not what the endpoints add to a create; the worker's pace is the row above.
 */
const CREATE_CLIENTS = 4;

/** Signed webhooks (issue 31, decision 073), and the observability overhead the issue names beside them. */
export async function benchWebhooks() {
  const benchDb = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-hooks-'));
  const receivers = [await countingReceiver(), await countingReceiver()];
  const client = new pg.Client({ connectionString: benchDb.url });
  let endpoints: { id: string; secret: string }[] = [];
  const pending = async () =>
    (
      await client.query<{ n: number }>(
        "select count(*)::int as n from webhook_deliveries where status = 'pending'",
      )
    ).rows[0]!.n;
  try {
    const rounds = await repeated(async (round) => {
      const portal = await startPortal(PORT, dataDir, benchDb.url);
      let worker: number;
      let payloads: Awaited<ReturnType<typeof enqueueDeliveries>>;
      const latency: Partial<Record<'none' | 'hooks' | 'held', Awaited<ReturnType<typeof createLoad>>>> = {};
      try {
        if (round === 0) {
          await client.connect();
          endpoints = await addEndpoints(
            client,
            PORT,
            'telko',
            receivers.map((r) => r.url),
          );
        }
        const ids = endpoints.map((e) => e.id);
        // (a) The worker: DELIVERIES due rows to one endpoint, timed from the first arrival to the last.
        await setEndpointsEnabled(client, ids, false);
        await setEndpointsEnabled(client, [ids[0]!], true);
        receivers[0]!.arrivals.length = 0;
        payloads = await enqueueDeliveries(client, 'telko', ids[0]!, DELIVERIES);
        await until(() => receivers[0]!.arrivals.length >= DELIVERIES, 120_000, 'the worker’s deliveries');
        await until(async () => (await pending()) === 0, 30_000, 'the deliveries recorded');
        worker = arrivalRate(receivers[0]!.arrivals);

        // (b) A create with two subscribed endpoints vs none, and (c) with the two endpoints but their
        // deliveries held back (due in a day, so the worker finds nothing to post): what the create
        // itself pays for the deliveries written in its transaction. The three in turn, their order
        // moving by one each round.
        const offered = (await (await fetch(`http://127.0.0.1:${PORT}/api/v1/telko/produkt`)).json()) as {
          Id: number;
        }[];
        const product = offered[0]!.Id;
        const sides = ['none', 'hooks', 'held'] as const;
        for (const side of sides.map((_, i) => sides[(i + round) % sides.length]!)) {
          await setEndpointsEnabled(client, ids, side !== 'none');
          if (side === 'held') await holdDeliveries(client, true);
          try {
            latency[side] = await createLoad(
              `http://127.0.0.1:${PORT}`,
              'telko',
              product,
              SECONDS,
              CREATE_CLIENTS,
            );
          } finally {
            if (side === 'held') await holdDeliveries(client, false);
          }
          // The next side starts with the queue empty: no delivery of this one runs into it.
          await until(async () => (await pending()) === 0, 120_000, 'the creates’ deliveries');
        }
      } finally {
        await stopProcess(portal);
      }
      // The baselines run after the portal stopped, so none shares the cores with it: the loop in a
      // process of its own (the ratio), and the same loop in the receiver's process (reported).
      receivers[0]!.arrivals.length = 0;
      const bare = await bareUndiciProcess(receivers[0]!.url, endpoints[0]!.secret, payloads);
      const inReceiver = await bareUndiciLoop(receivers[0]!.url, endpoints[0]!.secret, payloads);
      console.log(
        `  (${DELIVERIES} deliveries: worker ${worker.toFixed(0)}/s, bare undici ${bare.toFixed(0)}/s in its own process, ${inReceiver.toFixed(0)}/s in the receiver's; creates ${latency.none!.requests} without endpoints, ${latency.hooks!.requests} with, ${latency.held!.requests} with their deliveries held back)`,
      );
      return { worker, bare, inReceiver, none: latency.none!, hooks: latency.hooks!, held: latency.held! };
    });

    table('Webhooks (issue 31)');
    ratioRow(
      `webhook deliveries of the portal's worker (lease, sign and post each, record the batch; batches of ${BATCH}, up to ${LANES} at once, over ${CONNECTIONS} connections) vs a bare \`undici\` loop posting the same payloads signed with \`standardwebhooks\`, same batches, lanes and connections, from a process of its own as the portal is one, to a receiver in the bench (${DELIVERIES} per run)`,
      rounds.map((r) => r.worker),
      rounds.map((r) => r.bare),
      atLeast(0.5),
      'deliveries/s',
    );
    report(
      row(
        'the same bare loop run inside the receiver’s process, its POSTs and answers never crossing between processes (until 2026-11-30 the ratio’s baseline)',
        `${shown(rounds.map((r) => r.inReceiver))} deliveries/s; the worker ÷ this = ${shown(
          rounds.map((r) => r.worker / r.inReceiver),
          2,
        )}`,
        REPORTED,
        [],
      ),
    );
    ratioRow(
      `median \`POST /api/v1/telko/Empfehlen/create\` latency with two endpoints taking \`referral.created\` vs none (${CREATE_CLIENTS} clients, the worker delivering meanwhile; ≤ 1.10 is at most 10 % added)`,
      rounds.map((r) => r.hooks.p50Ms),
      rounds.map((r) => r.none.p50Ms),
      atMost(1.1),
      'ms',
    );
    ratioRow(
      `the same, the two endpoints' deliveries held back (written in the create's transaction, none posted meanwhile): what a create itself pays for its deliveries`,
      rounds.map((r) => r.held.p50Ms),
      rounds.map((r) => r.none.p50Ms),
      REPORTED,
      'ms',
    );
    report(
      row(
        `create p99 latency with two endpoints (without: ${shown(rounds.map((r) => r.none.p99Ms))} ms)`,
        `**${shown(rounds.map((r) => r.hooks.p99Ms))} ms**`,
        REPORTED,
        [],
      ),
    );
    // The third figure: measured once per bench run, reported here and in its own section.
    reportObservabilityOverhead(await observabilityOverheadOnce(PORT + 2, PORT + 12));
  } finally {
    await client.end().catch(() => undefined);
    for (const receiver of receivers) await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
    await benchDb.drop();
  }
}
