import { randomUUID } from 'node:crypto';
import type { Language } from '@kwk/shared/errors/error-codes';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from './outbox.table.ts';

/**
 * The outbox's writes as statements, for owners of other tables that write a mail in the same
 * statement as their own change (one round trip): they build the mail here and compose it.
 */

export interface OutgoingMail {
  /** Null for a mail of the console to an operator: sign-in alerts (decision 033), enrolment links (decision 032). */
  tenantId: string | null;
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * The language the mail is composed in; its HTML part is rendered in it. A mail function returns
   * it with the subject and text (`voiced`, mail-voice.ts), so spreading the mail passes it.
   */
  language: Language;
  /** The referral the mail is about, for support's timeline (issue 14). */
  referralId?: string | null;
  /** Keep the body sealed at rest (`outbox.enqueue` seals it): it carries a secret, e.g. a voucher code. */
  sealBody?: boolean;
}

/** The outbox row of a mail. */
export function outboxRow(mail: OutgoingMail, now: Date): typeof outbox.$inferInsert {
  const id = randomUUID();
  return {
    id,
    tenantId: mail.tenantId,
    kind: mail.kind,
    referralId: mail.referralId ?? null,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    language: mail.language,
    messageId: `<${id}@kwk.portal>`,
    availableAt: now,
    createdAt: now,
  };
}

/** The insert of a prepared row (see `outboxRow`), to run inside a larger statement. */
export const outboxInsert = (tx: Db, row: typeof outbox.$inferInsert): SQL =>
  tx.insert(outbox).values(row).getSQL();

/**
 * One mail per row of `rows` (columns tenant_id, kind, to_address, subject, text_body, language), set-based:
 * for a job's single statement over all tenants, as a CTE. Ids and message ids as `outboxRow` makes them.
 */
export const outboxInsertFrom = (rows: SQL, now: Date): SQL => sql`
  insert into outbox (id, tenant_id, kind, to_address, subject, text_body, language, message_id, available_at, created_at)
  select m.id, m.tenant_id, m.kind, m.to_address, m.subject, m.text_body, m.language, '<' || m.id || '@kwk.portal>',
    ${now.toISOString()}, ${now.toISOString()}
  from (select gen_random_uuid() as id, x.* from (${rows}) x) m
  returning 1`;
