import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/**
 * Development only (not registered in production): without SMTP_URL mails stay in the outbox,
 * and this page lists them so a developer can read opt-in links and the like.
 */
export function devMailboxRoutes({ outbox }: { outbox: OutboxRepository }): FastifyPluginAsyncZod {
  return async (app) => {
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
