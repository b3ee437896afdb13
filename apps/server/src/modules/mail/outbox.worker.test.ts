import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind } from '../../test/test-db.ts';
import { createSmtpMailer } from './mailer.ts';
import { createOutboxRepository, LEASE_MS, UNOPENABLE_BODY } from './outbox.repository.ts';
import { outboxRows } from './outbox.test-helpers.ts';

describe.each(everyDatabaseKind())('mail outbox on %s', (kind) => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tenantId = async () => (await t.app.services.tenants.byKey('telko'))!.id;
  /** A German test mail of telko's, written now. */
  const enqueueTestMail = async (to: string, subject: string, text: string) =>
    t.app.services.outbox.enqueue(
      { tenantId: await tenantId(), kind: 'test', language: 'de', to, subject, text },
      undefined,
      t.clock.now(),
    );
  const worker = (mailer = createSmtpMailer(smtp.url)) =>
    t.app.services.outboxWorkerWith({
      mailer,
      clock: t.clock,
      from: 'Portal <no-reply@kwk.localhost>',
      log: t.app.log,
    });

  it('sends a mail over SMTP once and marks it sent', async () => {
    const id = await enqueueTestMail('a@example.org', 'Hallo', 'Text');
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    const received = smtp.mails.filter((m) => m.subject === 'Hallo');
    expect(received).toHaveLength(1);
    expect(received[0]!.text?.trim()).toBe('Text');
    expect(received[0]!.messageId).toBe(`<${id}@kwk.portal>`);
    const [row] = await t.database.query<{ status: string }>('select status from outbox where id = $1', [id]);
    expect(row!.status).toBe('sent');
  });

  it('gives up a sealed mail that another APP_SECRET sealed, alone: the mails leased with it go', async () => {
    // Written by an instance with another secret (a rotated APP_SECRET).
    const foreign = createOutboxRepository({
      db: t.database.db,
      appSecret: 'another-app-secret-0123456789-0123456789',
    });
    const tenant = await tenantId();
    await foreign.enqueue(
      {
        tenantId: tenant,
        kind: 'test',
        language: 'de',
        to: 'd@example.org',
        subject: 'Versiegelt',
        text: 'x',
        sealBody: true,
      },
      undefined,
      t.clock.now(),
    );
    await t.app.services.outbox.enqueue(
      { tenantId: tenant, kind: 'test', language: 'de', to: 'e@example.org', subject: 'Daneben', text: 'y' },
      undefined,
      t.clock.now(),
    );
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails.filter((m) => m.subject === 'Daneben')).toHaveLength(1);
    const [row] = await t.database.query<{ status: string; last_error: string }>(
      "select status, last_error from outbox where subject = 'Versiegelt'",
    );
    expect(row).toEqual({ status: 'failed', last_error: UNOPENABLE_BODY });
  });

  it('survives a worker crash: the leased mail is picked up after the lease and sent exactly once', async () => {
    await enqueueTestMail('b@example.org', 'Absturz', 'x');
    // The first worker leases the mail and dies before sending it.
    const leased = await outboxRows(t).claim(t.clock.now());
    expect(leased.map((r) => r.subject)).toEqual(['Absturz']);
    const other = worker();
    expect(await other.runOnce()).toBe(0); // still leased: nobody else sends it
    t.clock.advance(LEASE_MS + 1000);
    expect(await other.runOnce()).toBe(1);
    expect(await other.runOnce()).toBe(0);
    expect(smtp.mails.filter((m) => m.subject === 'Absturz')).toHaveLength(1);
  });

  it('keeps a mail the SMTP server refuses and retries it later', async () => {
    await enqueueTestMail('c@example.org', 'Später', 'x');
    const down = worker(createSmtpMailer('smtp://127.0.0.1:1'));
    expect(await down.runOnce()).toBe(0);
    const [row] = await t.database.query<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from outbox where subject = 'Später'",
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).not.toContain('c@example.org');
    t.clock.advance(5 * 60_000);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails.filter((m) => m.subject === 'Später')).toHaveLength(1);
  });

  it('a started worker sends a mail written here at once, not at its next poll', async () => {
    // An hour between polls: only the wake can send the mail within the wait below.
    const w = t.app.services.outboxWorkerWith({
      mailer: createSmtpMailer(smtp.url),
      clock: t.clock,
      from: 'Portal <no-reply@kwk.localhost>',
      log: t.app.log,
      intervalMs: 3_600_000,
    });
    w.start();
    try {
      await enqueueTestMail('f@example.org', 'Sofort', 'x');
      // Returns as soon as the mail is there; the bound is for a loaded machine, far below the hour.
      await vi.waitFor(() => expect(smtp.mails.filter((m) => m.subject === 'Sofort')).toHaveLength(1), {
        timeout: 10_000,
      });
    } finally {
      await w.stop();
    }
    // Stopped, it no longer listens: a mail written now stays pending.
    await enqueueTestMail('g@example.org', 'Danach', 'x');
    const [row] = await t.database.query<{ status: string }>(
      "select status from outbox where subject = 'Danach'",
    );
    expect(row!.status).toBe('pending');
  });
});
