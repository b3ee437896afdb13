import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { importEvents } from './import-events.ts';
import { PARTNER_EVENT_CSV_COLUMNS } from './partner-event-csv.ts';

const HEADER = PARTNER_EVENT_CSV_COLUMNS.join(',');

describe.each(databaseKinds())('events:import on %s', (kind) => {
  let t: TestContext;
  let dir: string;
  let nr: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'kwk-import-'));
    // Made before the events the files report (events dated before their referral are refused).
    t.clock.set(new Date('2026-11-22T08:00:00Z'));
    ({ Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'import-a@example.org',
      recipient: 'import-b@example.org',
    }));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  let files = 0;
  const csvFile = async (...lines: string[]) => {
    const file = path.join(dir, `events-${++files}.csv`);
    await writeFile(file, `${lines.join('\n')}\n`);
    return file;
  };
  const run = async (file: string, tenantKey = 'telko') => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await importEvents(
      {
        tenants: t.app.services.tenants,
        partnerEvents: t.app.services.partnerEvents,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
      { file, tenantKey },
    );
    return { code, out, err };
  };
  /** Everything an import can change. */
  const state = async () => ({
    events: await t.database.query('select event_id, type, payload from partner_events order by event_id'),
    deadLetters: await t.database.query(
      'select event_id, reason, payload from partner_dead_letters order by event_id',
    ),
    status: await t.database.query('select status from referrals where empfehlungsnummer = $1', [nr]),
  });

  it('reports every line and exits 1 for a dead letter and invalid lines; a second run changes nothing', async () => {
    const file = await csvFile(
      HEADER,
      `imp-1,order.placed,2026-11-22T09:00:00Z,${nr},,A-1,,nein,,,,`,
      `imp-1,order.placed,2026-11-22T09:00:00Z,${nr},,A-1,,nein,,,,`,
      'imp-2,order.placed,2026-11-22T09:00:00+01:00,12345678,,,,,,,,',
      '',
      `imp-3,order.shipped,gestern,${nr},,,,,,,,`,
      `imp-4,order.effective,2026-11-22T09:00:00Z`,
    );
    const first = await run(file);
    expect(first).toEqual({
      code: 1,
      err: [],
      out: [
        'line 2  imp-1  applied',
        'line 3  imp-1  duplicate',
        'line 4  imp-2  dead letter: unknown referral',
        expect.stringMatching(/^line 6 {2}imp-3 {2}invalid: type: .+; occurredAt: .+$/),
        'line 7  imp-4  invalid: 3 cells, the header has 12',
        '5 lines: 1 applied, 1 duplicate, 1 dead letter, 2 invalid',
      ],
    });
    const after = await state();
    expect(after.events).toMatchObject([{ event_id: 'imp-1', type: 'order.placed' }]);
    expect(after.events[0]!.payload).toEqual({
      id: 'imp-1',
      type: 'order.placed',
      occurredAt: '2026-11-22T09:00:00Z',
      empfehlungsnummer: nr,
      orderId: 'A-1',
      renewal: false,
    });
    expect(after.deadLetters).toMatchObject([{ event_id: 'imp-2', reason: 'unknown referral' }]);

    const second = await run(file);
    expect(second.code).toBe(1);
    expect(second.out.slice(0, 3)).toEqual([
      'line 2  imp-1  duplicate',
      'line 3  imp-1  duplicate',
      'line 4  imp-2  dead letter: unknown referral',
    ]);
    expect(second.out.at(-1)).toBe('5 lines: 0 applied, 2 duplicate, 1 dead letter, 2 invalid');
    expect(await state()).toEqual(after);
  });

  it('refuses a line with a control character as invalid, as the API does, storing nothing', async () => {
    const before = await state();
    const file = await csvFile(
      'type,id,empfehlungsnummer,occurredAt,orderId',
      `order.placed,imp-nul,${nr},2026-11-22T09:00:00Z,A\u0000B`,
      `order.placed,imp-esc,${nr},2026-11-22T09:00:00Z,A\u001bB`,
    );
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([
      expect.stringMatching(/^line 2 {2}imp-nul {2}invalid: .*orderId/),
      expect.stringMatching(/^line 3 {2}imp-esc {2}invalid: .*orderId/),
      '2 lines: 0 applied, 0 duplicate, 0 dead letter, 2 invalid',
    ]);
    expect(await state()).toEqual(before);
  });

  it('exits 0 when every line is applied or already there', async () => {
    const file = await csvFile(
      'type,id,empfehlungsnummer,occurredAt',
      `order.effective,imp-5,${nr},2026-11-23T09:00:00Z`,
      `order.placed,imp-1,${nr},2026-11-22T09:00:00Z`,
    );
    expect(await run(file)).toEqual({
      code: 0,
      err: [],
      out: [
        'line 2  imp-5  applied',
        'line 3  imp-1  duplicate',
        '2 lines: 1 applied, 1 duplicate, 0 dead letter, 0 invalid',
      ],
    });
    expect((await state()).events.map((e) => e.event_id)).toEqual(['imp-1', 'imp-5']);
  });

  it.each([
    ['a missing file', async () => path.join(dir, 'missing.csv'), 'telko', /^no such file: /],
    ['an unknown tenant', () => csvFile(HEADER), 'nope', /^unknown tenant: nope$/],
    ['an empty file', () => csvFile(''), 'telko', /is empty/],
    ['an unknown column', () => csvFile(`${HEADER},email`), 'telko', /^unknown columns: email \(known: id, /],
    ['a column named twice', () => csvFile('id,type,id'), 'telko', /^columns named twice: id$/],
    [
      'a file that is not CSV',
      () => csvFile(HEADER, `imp-9,order.placed,2026-11-22T09:00:00Z,${nr}`, 'imp-10,"x"y'),
      'telko',
      /^line 3: not readable as CSV \(CSV_INVALID_CLOSING_QUOTE\); nothing imported$/,
    ],
  ])('exits 2 and imports nothing for %s', async (_name, makeFile, tenantKey, message) => {
    const before = await state();
    const result = await run(await makeFile(), tenantKey);
    expect(result.code).toBe(2);
    expect(result.out).toEqual([]);
    expect(result.err).toEqual([expect.stringMatching(message)]);
    expect(await state()).toEqual(before);
  });
});

describe('the events:import command', () => {
  const cli = path.join(import.meta.dirname, '../../cli/import-events.ts');
  let dir: string;
  beforeAll(async () => {
    // The command opens the embedded database in DATA_DIR, as the server does: a copy of the template.
    dir = await mkdtemp(path.join(tmpdir(), 'kwk-import-cli-'));
    const pglite = await PGlite.create(path.join(dir, 'data'), {
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    await pglite.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const command = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), INIT_CWD: dir };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { env, encoding: 'utf8' });
  };

  it('reads its arguments, opens the database from the environment and answers with the exit code', async () => {
    await writeFile(
      path.join(dir, 'events.csv'),
      'id,type,occurredAt,empfehlungsnummer\ncli-1,order.placed,2026-11-22T09:00:00Z,12345678\n',
    );
    const imported = command('events.csv', '--tenant', 'telko');
    expect([imported.status, imported.stdout, imported.stderr]).toEqual([
      1,
      'line 2  cli-1  dead letter: unknown referral\n1 lines: 0 applied, 0 duplicate, 1 dead letter, 0 invalid\n',
      '',
    ]);
    const usage = command('events.csv');
    expect([usage.status, usage.stdout, usage.stderr]).toEqual([
      2,
      '',
      'usage: npm run events:import -- <file.csv> --tenant <tenant key>\n',
    ]);
  });
});
