import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { MAX_ATTEMPTS, type OutboxRepository } from './outbox.repository.ts';
import { outboxRow } from './outbox.statements.ts';

/**
 * Development only (not registered in production): without SMTP_URL mails stay in the outbox,
 * and this page lists them so a developer can read opt-in links and the like.
 */
export function devMailboxRoutes({
  outbox,
  tenants,
  db,
  clock,
}: {
  outbox: OutboxRepository;
  tenants: TenantCache;
  db: Db;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // A mail that failed for good, as after eight refused deliveries: the console's retry is tested
    // end to end with it (the harness's SMTP server accepts every mail, and eight back-offs take hours).
    app.post(
      '/dev/outbox/failed',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: puts a failed mail into the outbox',
          body: z.object({ tenant: z.string().max(64), to: z.email(), subject: z.string().min(1).max(200) }),
          response: {
            201: z.object({ id: z.string() }),
            404: z.object({ code: z.string(), message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const tenant = await tenants.byKey(request.body.tenant);
        if (!tenant) throw new AppError('common.not_found');
        const row = outboxRow(
          {
            tenantId: tenant.id,
            kind: 'dev.failed',
            to: request.body.to,
            subject: request.body.subject,
            language: 'de',
            text: 'A mail that failed in development.',
          },
          clock.now(),
        );
        await outbox.insert(db, {
          ...row,
          status: 'failed',
          attempts: MAX_ATTEMPTS,
          lastError: 'Error: EDEV (marked failed in development)',
        });
        return reply.code(201).send({ id: row.id! });
      },
    );

    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mailbox: the newest 100 mails of the outbox',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const rows = await outbox.recent();
        const items = rows
          .map(
            (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>An:</strong> ${escapeHtml(m.toAddress)} · <strong>Status:</strong> ${escapeHtml(m.status)} · ${m.createdAt.toISOString()}</p>
<pre>${escapeHtml(m.textBody)}</pre></article>`,
          )
          .join('\n');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head><body><main><h1>Entwicklungs-Postfach</h1>${items || '<p>Keine E-Mails.</p>'}</main></body></html>`,
          );
      },
    );
  };
}
