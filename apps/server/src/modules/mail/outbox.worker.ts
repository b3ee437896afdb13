import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { wakeableLoop } from '../../lib/wakeable-loop.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { inSpan } from '../../observability/spans.ts';
import type { MailHtml } from './html/mail-html.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

/**
 * Sends due outbox mails. `runOnce` is the unit tests drive; `start` polls until `stop`, and runs at
 * once when this instance writes a mail (the outbox's `onWritten`), so a mail does not wait for the
 * next poll: the browser suite waits for ~150 mails a run. The poll stays for mails written by another
 * instance, retries that come due, and a wake that ran before the writing transaction committed.
 * Delivery is at-least-once: a crash between SMTP acceptance and `markSent` resends the mail
 * with the same Message-ID, which receivers use to drop the duplicate.
 */
export interface OutboxWorkerDeps {
  outbox: OutboxRepository;
  mailer: Mailer;
  clock: Clock;
  from: string;
  log: FastifyBaseLogger;
  /** Renders each mail's branded HTML part; without it mails go as text only. */
  html?: MailHtml | undefined;
  intervalMs?: number;
  /** Deliveries counted by outcome (decision 074). */
  metrics?: Pick<Metrics, 'mailDelivered'> | undefined;
}

export function createOutboxWorker({
  outbox,
  mailer,
  clock,
  from,
  log,
  html,
  intervalMs = 1000,
  metrics,
}: OutboxWorkerDeps) {
  let stopListening: (() => void) | undefined;

  /** A mail whose HTML part fails to render still goes, as text: the text part says it all. */
  async function htmlOf(row: OutboxRow): Promise<string | undefined> {
    if (!html) return undefined;
    try {
      return await html({
        tenantId: row.tenantId,
        kind: row.kind,
        language: row.language,
        subject: row.subject,
        text: row.textBody,
      });
    } catch (error) {
      // The name only: a message could quote the mail's text, and with it a link's token.
      const reason = error instanceof Error ? error.name : 'render failed';
      log.warn({ mailId: row.id, kind: row.kind, reason }, 'mail html failed; sending text only');
      return undefined;
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await outbox.claim(clock.now());
    let sent = 0;
    for (const row of rows) {
      try {
        // One span per delivery (its kind, never the address): SMTP's time beside the database's.
        await inSpan('mail deliver', { 'kwk.mail.kind': row.kind }, async () => {
          await mailer.send({
            from,
            to: row.toAddress,
            replyTo: row.replyTo ?? undefined,
            subject: row.subject,
            text: row.textBody,
            html: await htmlOf(row),
            messageId: row.messageId,
          });
          await outbox.markSent(row.id, clock.now());
        });
        metrics?.mailDelivered('sent');
        sent++;
      } catch (error) {
        metrics?.mailDelivered('failed');
        const reason =
          error instanceof Error
            ? `${error.name}: ${(error as { code?: string }).code ?? 'send failed'}`
            : 'send failed';
        log.warn({ mailId: row.id, kind: row.kind, reason }, 'mail delivery failed; will retry');
        await outbox.markFailed(row, reason, clock.now());
      }
    }
    return sent;
  }

  const loop = wakeableLoop({ runOnce, intervalMs, log, name: 'outbox worker' });

  return {
    runOnce,
    start() {
      stopListening = outbox.onWritten(loop.wake);
      loop.start();
    },
    /** Stops polling and waits for a run in progress, so shutdown never cuts a send in half. */
    async stop() {
      stopListening?.();
      await loop.stop();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
