import { outboxDetailSchema, outboxListSchema, outboxQuerySchema } from '@kwk/shared/operator/outbox.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { maskAddress } from './mask-address.ts';
import type { OutboxRepository } from './outbox.repository.ts';

const idParams = z.object({ id: z.string().max(64) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ConsoleMail = NonNullable<Awaited<ReturnType<OutboxRepository['one']>>>;

/** The mail outbox in the console (issue 14): list, detail, retry of a failed mail. */
export function outboxConsoleRoutes(deps: {
  db: Db;
  clock: Clock;
  outbox: OutboxRepository;
  tenants: TenantCache;
  audit: AuditService;
}): FastifyPluginAsyncZod {
  const { db, clock, outbox, tenants, audit } = deps;
  const view = (row: ConsoleMail, to: string) => ({
    Id: row.id,
    Tenant: row.tenantKey,
    Template: row.kind,
    Subject: row.subject,
    To: to,
    Status: row.status,
    Attempts: row.attempts,
    LastError: row.lastError,
    CreatedAt: row.createdAt.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
    NextAttemptAt: row.status === 'pending' ? row.availableAt.toISOString() : null,
  });
  const checkedId = (id: string) => {
    if (!uuidPattern.test(id)) throw new AppError('outbox.not_found');
    return id;
  };
  const auth = { operator: 'mail.outbox' } as const;

  return async (app) => {
    app.get(
      '/postausgang',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'The mail outbox: state, attempts, reason of failure; addresses masked, no bodies',
          querystring: outboxQuerySchema,
          response: { 200: outboxListSchema, ...errors },
        },
      },
      async (request) => {
        const { status, tenant: key, offset, limit } = request.query;
        const tenant = key ? await tenants.byKey(key) : undefined;
        if (key && !tenant) throw new AppError('operations.tenant_unknown');
        const [page, all] = await Promise.all([
          outbox.list({ status, tenantId: tenant?.id }, { offset, limit }),
          tenants.all(),
        ]);
        const counts = { pending: 0, sent: 0, failed: 0 };
        for (const c of page.counts) counts[c.status] = c.n;
        return {
          Items: page.rows.map((row) => view(row, maskAddress(row.toAddress))),
          Total: page.total,
          Counts: counts,
          Tenants: all
            .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
            .sort((a, b) => a.Key.localeCompare(b.Key)),
        };
      },
    );

    app.get(
      '/postausgang/:id',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'One mail with its whole address (still no body); the view is logged',
          params: idParams,
          response: { 200: outboxDetailSchema, ...errors },
        },
      },
      async (request) => {
        const row = await outbox.one(db, checkedId(request.params.id));
        if (!row) throw new AppError('outbox.not_found');
        // Who saw an address in full is on record (a read of personal data, not a change).
        await audit.record(db, {
          actor: { kind: 'operator', id: request.operator.operator.id },
          action: 'mail.view_recipient',
          tenantId: row.tenantId,
          subject: `mail:${row.id}`,
        });
        return view(row, row.toAddress);
      },
    );

    app.post(
      '/postausgang/:id/wiederholung',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'Sends a failed mail again: due now with fresh attempts, for the worker',
          params: idParams,
          response: { 200: outboxDetailSchema, ...errors },
        },
      },
      async (request) => {
        const id = checkedId(request.params.id);
        const retried = await db.transaction(async (tx) => {
          const row = await outbox.one(tx, id, true);
          if (!row) throw new AppError('outbox.not_found');
          if (row.status !== 'failed') throw new AppError('outbox.not_failed');
          const now = clock.now();
          await outbox.retry(tx, id, now);
          await audit.record(tx, {
            actor: { kind: 'operator', id: request.operator.operator.id },
            action: 'mail.retry',
            tenantId: row.tenantId,
            subject: `mail:${id}`,
            details: { template: row.kind, attempts: row.attempts, lastError: row.lastError },
          });
          return { ...row, status: 'pending' as const, attempts: 0, availableAt: now };
        });
        return view(retried, maskAddress(retried.toAddress));
      },
    );
  };
}
