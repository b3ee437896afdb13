import type { FastifyBaseLogger } from 'fastify';
import type { startSmtpCapture } from '../../test/smtp-capture.ts';
import type { TestContext } from '../../test/test-app.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { createMailHtml, type MailHtml } from './html/mail-html.ts';
import { createSmtpMailer } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';

/** The console's address in the test mails (its links in operator mails). */
/**
 * The outbox's rows as its worker reads them (`claim`, the bodies opened), for tests to look at
 * what is waiting; the app offers other modules a facet only. The test app's APP_SECRET.
 */
export const outboxRows = (t: TestContext) =>
  createOutboxRepository({ db: t.database.db, appSecret: TEST_APP_SECRET });

export const TEST_CONSOLE_ORIGIN = 'https://betrieb.portal.example';

type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The branded HTML renderer as the app builds it: the tenant's mail texts, its portal `origin`, the console. */
export function testMailHtml(t: TestContext, origin: string): MailHtml {
  return createMailHtml({
    tenants: t.app.services.tenants,
    texts: (tenantId, lang) => t.app.services.content.texts(tenantId, lang, 'mail.'),
    origin: () => origin,
    consoleOrigin: TEST_CONSOLE_ORIGIN,
  });
}

/**
 * Delivers the due outbox mails to the in-process SMTP capture through the real worker (its
 * `html` renderer, its `log`), run until nothing is due; answers how many it sent.
 */
export async function deliverOutbox(
  t: TestContext,
  smtp: SmtpCapture,
  { html, log = t.app.log }: { html: MailHtml; log?: FastifyBaseLogger },
): Promise<number> {
  const worker = t.app.services.outboxWorkerWith({
    mailer: createSmtpMailer(smtp.url),
    clock: t.clock,
    from: 'Portal <no-reply@kwk.localhost>',
    log,
    html,
  });
  let sent = 0;
  for (let round = await worker.runOnce(); round > 0; round = await worker.runOnce()) sent += round;
  return sent;
}
