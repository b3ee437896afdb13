import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { seedDemoPartnerKeys } from './db/seed/demo-partner-keys.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { operators } from './modules/operators/operators.table.ts';
import { PG_TEMPLATE, withDatabase } from './test/global-setup.ts';
import { databaseKinds } from './test/test-db.ts';

// The real start (main.ts) in a child process, as `npm start` runs it with production settings.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_SECRET = 'start-test-secret-0123456789-0123456789';

/** A port nothing listens on: the SMTP server is never reached, since no mail is sent. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => {
    output.stdout += d;
  });
  child.stderr.on('data', (d) => {
    output.stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function listeningPort(output: { stdout: string }, child: ChildProcess): Promise<number> {
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout)?.[1];
    if (port) return Number(port);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server did not start:\n${output.stdout}`);
}

// One start is slow (a TypeScript load and, on PGlite, a database in a second process): the
// database work itself is tested on both kinds in demo-partner-keys.test.ts; this is the wiring.
const kind = databaseKinds().includes('pg') ? 'pg' : 'pglite';

describe(`a production start on ${kind}`, () => {
  let env: Record<string, string>;
  let foreignOperatorId = '';
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let source: Parameters<typeof openDatabase>[0];
    if (kind === 'pg') {
      const name = `kwk_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: inject('pgTemplateUrl')! });
      await admin.connect();
      await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
      await admin.end();
      source = { url: withDatabase(inject('pgTemplateUrl')!, name) };
      env = { DATABASE_URL: source.url };
      cleanup = async () => {
        const c = new pg.Client({ connectionString: inject('pgTemplateUrl')! });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kwk-start-'));
      const dump = await readFile(inject('pgliteTemplate'));
      await (await PGlite.create(dataDir, { loadDataDir: new Blob([dump]) })).close();
      source = { dataDir };
      env = { DATA_DIR: dataDir };
      cleanup = () => rm(dataDir, { recursive: true, force: true });
    }
    // A development run (or the seed under the old DEPLOY_ENV default) left its demo keys behind.
    const database = await openDatabase(source);
    await seedDemoPartnerKeys(database.db, APP_SECRET);
    // An operator whose TOTP secret another APP_SECRET sealed (finding 27.7): the start names them.
    const now = new Date();
    const [foreign] = await database.db
      .insert(operators)
      .values({
        email: 'fremd@betrieb.test',
        name: 'Frieda Fremd',
        roles: ['support'],
        totpSecretSealed: createSecretBox('another-app-secret-0123456789-0123456789', 'operator-totp').seal(
          'JBSWY3DPEHPK3PXP',
        ),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    foreignOperatorId = foreign!.id;
    await database.close();
    env = {
      ...env,
      NODE_ENV: 'production',
      APP_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}`,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent-web-dist',
    };
  });
  afterAll(() => cleanup());

  it('refuses to run while a demo key is valid, starts once `partner-keys revoke-demo` revoked it, and names operators whose TOTP secret does not open', async () => {
    const refused = run('apps/server/src/main.ts', [], env);
    const outcome = await Promise.race([
      refused.exited,
      listeningPort(refused.output, refused.child).then(
        () => 'listening',
        () => 'exited', // the exit code above tells
      ),
    ]).finally(() => refused.child.kill('SIGTERM'));
    expect(outcome).toBe(1);
    expect(refused.output.stderr).toContain(
      'Refusing to start: demo partner keys are valid for fyrst, partner, telko',
    );
    expect(refused.output.stderr).toContain('npm run partner-keys -- revoke-demo');
    expect(refused.output.stdout).not.toContain('kwkp_');

    const revoke = run('apps/server/src/modules/partner-keys/partner-keys.cli.ts', ['revoke-demo'], env);
    expect(await revoke.exited).toBe(0);
    expect(revoke.output.stdout).toBe('revoked 3 demo partner key(s); other keys unchanged\n');

    const started = run('apps/server/src/main.ts', [], env);
    try {
      const port = await listeningPort(started.output, started.child);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      // The ready line names the tenants in the database, not a fixed list of demo hosts.
      await expect
        .poll(() => started.output.stdout, { timeout: 10_000 })
        .toMatch(
          /portal ready: \S+; tenants: fyrst \(fyrst\.localhost\); telko \(telko\.localhost\); partner/,
        );
      expect(started.output.stdout + started.output.stderr).not.toContain('kwkp_');
      const unreadable = started.output.stdout.split('\n').filter((line) => line.includes('APP_SECRET'));
      expect(unreadable).toHaveLength(1);
      expect(unreadable[0]).toContain(`${foreignOperatorId} (Frieda Fremd)`);
      expect(unreadable[0]).not.toContain('fremd@betrieb.test');
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  }, 180_000);
});
