import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOfBerlinDay } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { auditLog } from './audit.table.ts';
import { GENESIS_HASH, unkeyedChainHash } from './audit-chain.ts';

const APP_SECRET = 'audit-anchor-secret-audit-anchor-secret-1';
/** The deployment held three rows when its chain was first keyed: only these may be hashed the old way. */
const AUDIT_UNKEYED_ROWS = '3';
const ANCHOR_LINE = /^audit anchor: (rows=(\d+) head=([0-9a-f]{64}) keyed_from=(\d+|none))$/;

/**
 * Issue 27, finding 6: the chain is keyed (HMAC, the key outside the database) and anchored daily
 * (row count and head hash into the log and the audit log, so into every export). An attacker with
 * the database but not the key can change rows and re-hash them the old way, or cut the tail: the
 * check finds the first, the check against an anchor printed earlier finds both.
 */
describe.each(databaseKinds())('the audit chain, keyed and anchored, on %s', (kind) => {
  let t: TestContext;
  let lines: string[];
  let token: string;

  beforeAll(async () => {
    lines = [];
    t = await createTestApp(kind, { APP_SECRET, AUDIT_UNKEYED_ROWS }, { log: { level: 'info', lines } });
    await signIn();
    for (const n of [1, 2, 3, 4])
      await t.app.services.audit.record(t.database.db, {
        actor: { kind: 'system' },
        action: `test.row_${n}`,
        subject: `referral:${n}`,
        details: { n },
      });
  });
  afterAll(() => t.close());

  // Each test tampers with the chain: it and the job queue (which counts the anchors written) are
  // put back afterwards as they were (one app for the file).
  beforeEach(async () => {
    await t.database.query('create table audit_log_before as select * from audit_log');
    await t.database.query('create table lifecycle_jobs_before as select * from lifecycle_jobs');
  });
  afterEach(() =>
    behindTheTrigger(async () => {
      for (const table of ['audit_log', 'lifecycle_jobs']) {
        await t.database.query(`delete from ${table}`);
        await t.database.query(`insert into ${table} select * from ${table}_before`);
        await t.database.query(`drop table ${table}_before`);
      }
    }),
  );

  async function signIn() {
    token = (await signedInOperator(t, ['admin'])).token;
  }
  const rows = () => t.database.db.select().from(auditLog).orderBy(asc(auditLog.seq));
  const check = (anchor?: string) =>
    consoleApi(t, 'GET', 'protokoll/kette', { token, query: anchor === undefined ? {} : { anchor } });

  /** The daily jobs of a Berlin day; answers the anchor as the log printed it. */
  async function anchorOn(day: string) {
    t.clock.set(startOfBerlinDay(day)!);
    const before = lines.length;
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    const printed = lines
      .slice(before)
      .map((line) => ANCHOR_LINE.exec(JSON.parse(line).msg ?? ''))
      .filter((m) => m !== null);
    // The last: a day an earlier test left failing is retried first.
    const [, anchor, count, head, keyedFrom] = printed.at(-1)!;
    await signIn(); // the clock moved: the session idled out
    return { anchor: anchor!, rows: Number(count), head: head!, keyedFrom };
  }

  /** As the table's owner could: with the append-only trigger off. */
  async function behindTheTrigger(statements: () => Promise<unknown>) {
    await t.database.query('alter table audit_log disable trigger user');
    await statements();
    await t.database.query('alter table audit_log enable trigger user');
  }

  /**
   * What an attacker without the key can do: change a row, re-hash it and every later one the old
   * (unkeyed) way; or only up to `until`, which is left as it was but names its new predecessor.
   */
  async function rewriteWithoutKey(seq: number, reason: string | null, until = Number.POSITIVE_INFINITY) {
    await behindTheTrigger(async () => {
      let prev = GENESIS_HASH;
      for (const row of await rows()) {
        if (row.seq < seq || row.seq > until) prev = row.hash;
        else if (row.seq === until) {
          await t.database.query('update audit_log set prev_hash = $1 where seq = $2', [prev, row.seq]);
          prev = row.hash;
        } else {
          const changed = row.seq === seq ? { ...row, reason } : row;
          const hash = unkeyedChainHash(prev, changed);
          await t.database.query(
            'update audit_log set reason = $1, prev_hash = $2, hash = $3 where seq = $4',
            [changed.reason, prev, hash, row.seq],
          );
          prev = hash;
        }
      }
    });
  }

  it('writes the anchor daily to the log and into the export; the untouched chain verifies against it', async () => {
    const before = await rows();
    const day1 = await anchorOn('2026-11-23');
    // The anchor names the chain as it stood: every row so far, the last one's hash, keyed from the first.
    expect(day1).toMatchObject({
      rows: before.length,
      head: before.at(-1)!.hash,
      keyedFrom: String(before[0]!.seq),
    });
    // Once a day, however often the jobs run.
    const again = lines.length;
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    expect(lines.slice(again).some((l) => l.includes('audit anchor'))).toBe(false);

    const exported = await consoleApi(t, 'GET', 'protokoll/export', { token });
    expect(exported.statusCode).toBe(200);
    const anchorRow = exported.body.split('\r\n').find((line) => line.includes(',audit.anchor,'));
    expect(anchorRow).toContain(day1.anchor);

    const intact = await check(day1.anchor);
    expect(intact.json()).toMatchObject({
      Intact: true,
      State: 'intact',
      BrokenAt: null,
      AnchoredRows: day1.rows,
      KeyedFrom: before[0]!.seq,
    });
    // The chain grew by the anchor's row, the sign-in and the export; the next day's anchor counts them.
    const day2 = await anchorOn('2026-11-24');
    expect(day2.rows).toBe((await rows()).length - 1);
    expect(day2.rows).toBeGreaterThan(day1.rows);
    expect((await check(`audit anchor: ${day1.anchor}`)).json().State).toBe('intact');
    expect((await check(day2.anchor)).json()).toMatchObject({ State: 'intact', Anchor: expect.any(String) });

    // No secret and no e-mail address in any line the server logged.
    const key = loadConfig({ APP_SECRET }).auditChainKey;
    for (const line of lines) {
      expect(line).not.toContain(APP_SECRET);
      expect(line).not.toContain(key.toString('hex'));
      expect(line).not.toContain(key.toString('base64'));
      expect(line).not.toContain('@');
    }
  });

  it('finds a row changed in SQL and re-hashed without the key, and the daily anchor refuses it', async () => {
    const changed = (await rows()).find((r) => r.action === 'test.row_2')!;
    await rewriteWithoutKey(changed.seq, 'quietly changed');
    const res = await check();
    expectAnswer(res, 200).toMatchObject({
      Intact: false,
      State: 'rewritten',
      BrokenAt: changed.seq,
      Anchor: null,
    });

    // The day's anchor job will not anchor it: it fails, and the log says where the chain breaks.
    t.clock.set(startOfBerlinDay('2026-11-25')!);
    const before = lines.length;
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    await signIn();
    const logged = lines.slice(before).join('\n');
    expect(logged).not.toMatch(/audit anchor: rows=/);
    expect(logged).toContain(`audit chain rewritten: row ${changed.seq} does not follow`);
  });

  /** The day's jobs, when the anchor job is to fail: answers what was logged and the job's error. */
  async function anchorRefusedOn(day: string) {
    t.clock.set(startOfBerlinDay(day)!);
    const before = lines.length;
    await t.app.services.lifecycleJobs(t.app.log).runDue();
    await signIn();
    const [job] = await t.database.query<{ status: string; last_error: string | null }>(
      "select status, last_error from lifecycle_jobs where kind = 'audit.anchor' and run_on = $1",
      [day],
    );
    return { logged: lines.slice(before), job };
  }

  it('finds the whole chain re-hashed without the key, alone and in the daily job, which will not anchor it afresh', async () => {
    const day1 = await anchorOn('2026-11-26');
    const all = await rows();
    await rewriteWithoutKey(all[0]!.seq, all[0]!.reason);
    // Only the configured three rows may be hashed the old way: the fourth breaks, anchor or not.
    const fourth = all[3]!.seq;
    expect((await check()).json()).toMatchObject({ Intact: false, State: 'rewritten', BrokenAt: fourth });
    expect((await check(day1.anchor)).json()).toMatchObject({ State: 'rewritten', BrokenAt: fourth });

    // The day's anchor row no longer carries the key's hash: the job fails, logged as an error, and
    // writes no fresh anchor over the re-hashed chain.
    const anchorRow = all.find((r) => r.action === 'audit.anchor')!;
    const refused = await anchorRefusedOn('2026-11-27');
    expect(refused.logged.join('\n')).not.toMatch(/audit anchor: rows=/);
    const failed = refused.logged.map((l) => JSON.parse(l)).find((l) => l.msg === 'lifecycle job failed');
    expect(failed).toMatchObject({ level: 50, job: 'audit.anchor' });
    expect(JSON.stringify(failed)).toContain(`audit chain rewritten: row ${anchorRow.seq} does not follow`);
    expect(refused.job).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('rewritten'),
    });

    // The anchor rows deleted too: the queue knows one was written, so the job still refuses.
    await behindTheTrigger(() => t.database.query("delete from audit_log where action = 'audit.anchor'"));
    await rewriteWithoutKey(all[0]!.seq, all[0]!.reason);
    expect((await check()).json()).toMatchObject({ State: 'rewritten', BrokenAt: fourth });
    const again = await anchorRefusedOn('2026-11-28');
    expect(again.logged.join('\n')).toContain(
      'audit chain truncated: 0 anchor row(s) where 1 daily anchor(s) were written',
    );
    expect(again.logged.join('\n')).not.toMatch(/audit anchor: rows=/);
  });

  it('will not anchor afresh a tail cut back to an older anchor with new rows chained on', async () => {
    const day1 = await anchorOn('2026-11-29');
    const day1Row = (await rows()).at(-1)!;
    expect(day1Row.action).toBe('audit.anchor');
    for (const n of [5, 6])
      await t.app.services.audit.record(t.database.db, {
        actor: { kind: 'system' },
        action: `test.row_${n}`,
      });
    const day2 = await anchorOn('2026-11-30');
    // Everything after the first day's anchor goes, the second day's anchor with it; the server
    // writes on, chained onto the cut, and day 1's anchor is the last one left: its head is there.
    await behindTheTrigger(() => t.database.query('delete from audit_log where seq > $1', [day1Row.seq]));
    for (const n of [7, 8, 9])
      await t.app.services.audit.record(t.database.db, {
        actor: { kind: 'system' },
        action: `test.row_${n}`,
      });
    expect((await check(day1.anchor)).json()).toMatchObject({ State: 'intact' });
    expect((await check(day2.anchor)).json()).toMatchObject({ State: 'truncated' });

    const refused = await anchorRefusedOn('2026-12-01');
    const logged = refused.logged.join('\n');
    expect(logged).not.toMatch(/audit anchor: rows=/);
    expect(logged).toContain('audit chain truncated: 1 anchor row(s) where 2 daily anchor(s) were written');
    expect(refused.job).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('truncated'),
    });
  });

  it('finds the last rows deleted against the anchor, also after new rows were chained onto the cut', async () => {
    const day1 = await anchorOn('2026-11-27');
    const all = await rows();
    const cutFrom = all.at(-3)!.seq; // two anchored rows and the anchor's own row
    await behindTheTrigger(() => t.database.query('delete from audit_log where seq >= $1', [cutFrom]));
    // Without the anchor the shorter chain still follows: only the anchor knows it was longer.
    expect((await check()).json()).toMatchObject({ State: 'intact' });
    expect((await check(day1.anchor)).json()).toMatchObject({
      Intact: false,
      State: 'truncated',
      BrokenAt: null,
      Rows: day1.rows - 2,
      AnchoredRows: day1.rows,
    });

    // The server writes on, chained onto the cut: as many rows as anchored again, but the head is gone.
    for (const n of [5, 6, 7])
      await t.app.services.audit.record(t.database.db, {
        actor: { kind: 'system' },
        action: `test.row_${n}`,
      });
    const res = (await check(day1.anchor)).json();
    expect(res.Rows).toBeGreaterThanOrEqual(day1.rows);
    expect(res).toMatchObject({ Intact: false, State: 'truncated' });
  });

  it('reads rows hashed before the key the old way, and keys every row written after them', async () => {
    // A log as this change finds it: three rows, hashed with SHA-256 alone.
    const old = (await rows()).slice(0, 3);
    await behindTheTrigger(() => t.database.query('delete from audit_log where seq > $1', [old[2]!.seq]));
    await rewriteWithoutKey(old[0]!.seq, old[0]!.reason);
    expect((await check()).json()).toMatchObject({ State: 'intact', Rows: 3, KeyedFrom: null });
    await t.app.services.audit.record(t.database.db, { actor: { kind: 'system' }, action: 'test.after_key' });
    const [switched] = await t.database.query<{ seq: number }>(
      "select seq::int as seq from audit_log where action = 'test.after_key'",
    );
    const day = await anchorOn('2026-11-28');
    expect(day).toMatchObject({ rows: 4, keyedFrom: String(switched!.seq) });
    expect((await check(day.anchor)).json()).toMatchObject({ State: 'intact', KeyedFrom: switched!.seq });
    // An old row changed and re-hashed up to the first keyed one: that row no longer follows.
    await rewriteWithoutKey(old[1]!.seq, 'changed before the key', switched!.seq);
    expect((await check()).json()).toMatchObject({ State: 'rewritten', BrokenAt: switched!.seq });
    // Re-hashed on through every keyed row: past the three configured rows, the first breaks.
    await rewriteWithoutKey(old[1]!.seq, 'changed before the key');
    expect((await check()).json()).toMatchObject({ State: 'rewritten', BrokenAt: switched!.seq });
    expect((await check(day.anchor)).json()).toMatchObject({ State: 'rewritten', BrokenAt: switched!.seq });
  });

  it('refuses an anchor that is not one, at the field', async () => {
    for (const anchor of ['rows=12', `rows=x head=${'a'.repeat(64)} keyed_from=1`, 'head=abc']) {
      const res = await check(anchor);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0]).toMatchObject({
        path: 'querystring.anchor',
        message: 'Anker ist nicht gültig',
      });
    }
  });
});
