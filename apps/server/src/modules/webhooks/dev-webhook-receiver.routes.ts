import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const DEV_RECEIVER_PATH = '/dev/webhook-receiver';
const KEEP = 100;

interface Arrival {
  at: Date;
  id: string;
  type: string;
  tenant: string;
  /** Whether a secret of one of the tenant's endpoints at this path verified the signature. */
  verified: boolean;
  body: string;
}

/** Whether the request verifies with a secret of an endpoint of the tenant that posts here. */
async function verifiedBy(
  deps: { db: Db; clock: Clock; webhooks: WebhooksService },
  tenantId: string,
  body: string,
  headers: Record<string, string>,
) {
  const endpoints = (await deps.webhooks.endpointsOf(deps.db, tenantId)).filter(
    (e) => URL.canParse(e.url) && new URL(e.url).pathname === DEV_RECEIVER_PATH,
  );
  for (const endpoint of endpoints)
    for (const secret of deps.webhooks.secretsOf(endpoint, deps.clock.now()))
      try {
        new Webhook(secret).verify(body, headers);
        return true;
      } catch {
        // the next secret
      }
  return false;
}

/**
 * Development only (issue 31): a brand's receiver to point a tenant's endpoint at
 * (`http://127.0.0.1:<port>/dev/webhook-receiver`). It verifies each delivery with the
 * `standardwebhooks` package against the secrets of the tenant's endpoints that post here, as a
 * brand would, and lists the newest 100 arrivals in memory.
 */
export function devWebhookReceiverRoutes(deps: {
  db: Db;
  clock: Clock;
  webhooks: WebhooksService;
  tenants: TenantCache;
}): FastifyPluginAsyncZod {
  const arrivals: Arrival[] = [];
  return async (app) => {
    // The signature covers the body byte for byte: keep it as it came.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      DEV_RECEIVER_PATH,
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: receives a webhook delivery and verifies its signature',
          body: z.string().max(256 * 1024),
          response: { 200: z.object({ verified: z.literal(true) }), 401: apiErrorSchema },
        },
      },
      async (request) => {
        const body = request.body;
        let parsed: { type?: unknown; tenant?: unknown } = {};
        try {
          const json: unknown = JSON.parse(body);
          if (json && typeof json === 'object') parsed = json;
        } catch {
          // kept as it came, unverified
        }
        const tenant =
          typeof parsed.tenant === 'string' ? await deps.tenants.byKey(parsed.tenant) : undefined;
        const headers = Object.fromEntries(
          ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [
            h,
            String(request.headers[h] ?? ''),
          ]),
        );
        const verified = tenant ? await verifiedBy(deps, tenant.id, body, headers) : false;
        arrivals.unshift({
          at: deps.clock.now(),
          id: headers['webhook-id'] ?? '',
          type: String(parsed.type ?? ''),
          tenant: tenant?.key ?? '',
          verified,
          body,
        });
        arrivals.length = Math.min(arrivals.length, KEEP);
        // A failed check answers 401, as a brand's receiver would: the portal then retries.
        if (!verified) throw new AppError('webhooks.signature_invalid');
        return { verified: true as const };
      },
    );

    app.get(
      DEV_RECEIVER_PATH,
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the webhook deliveries the demo receiver got, newest first',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const items = arrivals
          .map(
            (a) => `<article><h2>${escapeHtml(a.type || '(unreadable)')} · ${escapeHtml(a.tenant)}</h2>
<p>${a.at.toISOString()} · <strong>webhook-id:</strong> ${escapeHtml(a.id)} · <strong>${a.verified ? 'Signatur gültig' : 'Signatur ungültig'}</strong></p>
<pre>${escapeHtml(a.body)}</pre></article>`,
          )
          .join('\n');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Webhook-Empfänger (Entwicklung)</title></head><body><main><h1>Webhook-Empfänger (Entwicklung)</h1>${items || '<p>Noch nichts angekommen.</p>'}</main></body></html>`,
          );
      },
    );
  };
}

// Elsewhere than in development the path is answered 404 here, or the SPA would serve it as a page.
export const noWebhookReceiver: FastifyPluginAsyncZod = async (app) => {
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: DEV_RECEIVER_PATH,
      schema: { hide: true, response: { 404: apiErrorSchema } },
      handler: async () => {
        throw new AppError('common.not_found');
      },
    });
};
