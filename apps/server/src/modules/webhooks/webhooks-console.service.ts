import { WEBHOOK_TEST_EVENT } from '@kwk/shared/webhooks/webhook-events';
import { testEventSchema } from '@kwk/shared/webhooks/webhook-events.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { EndpointInput } from './webhook-endpoints.ts';
import { type TargetPolicy, urlRefusal } from './webhook-target.rules.ts';
import { type DeliveryCounts, deliveryView, endpointView } from './webhook-views.ts';
import type { WebhookEndpointRow, WebhooksRepository } from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

const HOUR = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The console's webhooks (issue 31, decision 073): each change in one transaction with its audit
 * row. The audit names the endpoint's host, never its path or query (a brand's own token may sit
 * there) and never a secret; a secret leaves only in the answer of a create or a rotation.
 */
export function createWebhooksConsole(deps: {
  db: Db;
  clock: Clock;
  policy: TargetPolicy;
  webhooks: WebhooksService;
  repository: WebhooksRepository;
  tenants: TenantCache;
  audit: AuditService;
}) {
  const { db, clock, repository, audit } = deps;

  const checkedUrl = (url: string) => {
    if (urlRefusal(url, deps.policy)) throw new AppError('webhooks.url_refused');
    return url;
  };
  const hostOf = (url: string) => new URL(url).host;

  /** The endpoint of a console path's id (locked for a change), or 404. */
  async function endpointOf(tx: Db, id: string, lock = false) {
    const endpoint = UUID.test(id) ? await repository.endpoint(tx, id, lock) : undefined;
    if (!endpoint) throw new AppError('webhooks.not_found');
    return endpoint;
  }

  /** Runs `work` in a transaction with the endpoint locked, and records the action. */
  async function change<T>(
    operatorId: string,
    id: string,
    action: string,
    work: (tx: Db, endpoint: WebhookEndpointRow) => Promise<{ result: T; details?: Record<string, unknown> }>,
  ): Promise<T> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const endpoint = await endpointOf(tx, id, true);
      const { result, details } = await work(tx, endpoint);
      await audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: endpoint.tenantId,
        subject: `webhook-endpoint:${id}`,
        details: { host: hostOf(endpoint.url), ...details },
      });
      return result;
    });
  }

  async function view(endpoint: WebhookEndpointRow, counts: DeliveryCounts, tenant?: Tenant) {
    const key = tenant?.key ?? (await deps.tenants.byId(endpoint.tenantId))?.key ?? '';
    return endpointView(endpoint, counts, key, clock.now());
  }

  async function countsOf(ids: string[]) {
    const counts = new Map<string, DeliveryCounts>(
      ids.map((id) => [id, { pending: 0, delivered: 0, failed: 0 }]),
    );
    for (const row of await repository.countsOf(db, ids)) counts.get(row.endpointId)![row.status] = row.n;
    return counts;
  }
  const viewOne = async (endpoint: WebhookEndpointRow) =>
    view(endpoint, (await countsOf([endpoint.id])).get(endpoint.id)!);

  async function tenantOf(key: string) {
    const tenant = await deps.tenants.byKey(key);
    if (!tenant) throw new AppError('operations.tenant_unknown');
    return tenant;
  }

  return {
    async list(tenantKey: string | undefined) {
      const all = await deps.tenants.all();
      const tenants = tenantKey ? [await tenantOf(tenantKey)] : all;
      const rows = (await Promise.all(tenants.map((x) => repository.endpointsOf(db, x.id)))).flat();
      const counts = await countsOf(rows.map((r) => r.id));
      const byId = new Map(all.map((x) => [x.id, x]));
      return {
        Endpoints: await Promise.all(rows.map((r) => view(r, counts.get(r.id)!, byId.get(r.tenantId)))),
        Tenants: all
          .map((x) => ({ Key: x.key, Name: x.mandant.Brand.Name }))
          .sort((a, b) => a.Key.localeCompare(b.Key)),
      };
    },

    async create(operatorId: string, input: { Tenant: string } & Omit<EndpointInput, 'enabled'>) {
      const tenant = await tenantOf(input.Tenant);
      const url = checkedUrl(input.url);
      const created = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const made = await deps.webhooks.createEndpoint(tx, tenant.id, { ...input, url, enabled: true });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'webhook.create',
          tenantId: tenant.id,
          subject: `webhook-endpoint:${made.row.id}`,
          details: { host: hostOf(url), eventTypes: input.eventTypes },
        });
        return made;
      });
      return {
        Secret: created.secret,
        Endpoint: await view(created.row, { pending: 0, delivered: 0, failed: 0 }, tenant),
      };
    },

    edit: (operatorId: string, id: string, input: Omit<EndpointInput, 'enabled'>) =>
      change(operatorId, id, 'webhook.edit', async (tx, endpoint) => {
        const values = {
          url: checkedUrl(input.url),
          description: input.description,
          eventTypes: input.eventTypes,
        };
        await repository.updateEndpoint(tx, id, { ...values, updatedAt: clock.now() });
        return { result: { ...endpoint, ...values }, details: { eventTypes: input.eventTypes } };
      }).then(viewOne),

    /** On: failing anew from now on; off: nothing more is posted to it until it is on again. */
    setEnabled: (operatorId: string, id: string, enabled: boolean) =>
      change(operatorId, id, enabled ? 'webhook.enable' : 'webhook.disable', async (tx, endpoint) => {
        const values = {
          enabled,
          disabledReason: enabled ? null : 'admin',
          failingSince: null,
          updatedAt: clock.now(),
        };
        await repository.updateEndpoint(tx, id, values);
        return { result: { ...endpoint, ...values } };
      }).then(viewOne),

    async rotate(operatorId: string, id: string, overlapHours: number) {
      const rotated = await change(operatorId, id, 'webhook.rotate', async (tx, endpoint) => {
        const now = clock.now();
        const { secret, previousExpiresAt } = await deps.webhooks.rotateSecret(
          tx,
          endpoint,
          now,
          overlapHours * HOUR,
        );
        const row = await repository.endpoint(tx, id);
        return { result: { secret, row: row! }, details: { previousUntil: previousExpiresAt.toISOString() } };
      });
      return { Secret: rotated.secret, Endpoint: await viewOne(rotated.row) };
    },

    async deliveries(id: string, page: { offset: number; limit: number }) {
      const endpoint = await endpointOf(db, id);
      const { rows, total } = await repository.deliveriesOf(db, id, page);
      return { Endpoint: await viewOne(endpoint), Items: rows.map(deliveryView), Total: total };
    },

    /** One delivery again, due now with fresh attempts (the same event id: the receiver may drop it). */
    resend: (operatorId: string, id: string, deliveryId: string) =>
      change(operatorId, id, 'webhook.resend', async (tx) => {
        if (!UUID.test(deliveryId)) throw new AppError('webhooks.delivery_not_found');
        const delivery = await repository.delivery(tx, id, deliveryId, true);
        if (!delivery) throw new AppError('webhooks.delivery_not_found');
        if (delivery.status === 'pending') throw new AppError('webhooks.delivery_pending');
        await repository.resend(tx, deliveryId, clock.now());
        return { result: { Count: 1 }, details: { deliveryId, eventType: delivery.eventType } };
      }),

    resendFailedSince: (operatorId: string, id: string, since: Date) =>
      change(operatorId, id, 'webhook.resend_failed', async (tx) => {
        const n = await repository.resendFailedSince(tx, id, since, clock.now());
        return { result: { Count: n }, details: { since: since.toISOString(), count: n } };
      }),

    /** A `webhook.test` event to this endpoint alone, whatever events it takes. */
    sendTest: (operatorId: string, id: string) =>
      change(operatorId, id, 'webhook.test', async (tx, endpoint) => {
        const now = clock.now();
        const tenant = await deps.tenants.byId(endpoint.tenantId, tx);
        const data = testEventSchema.parse({
          message: 'Test event from the referral portal',
          sentAt: now.toISOString(),
        });
        const eventId = await repository.enqueue(
          tx,
          {
            tenantId: endpoint.tenantId,
            tenantKey: tenant?.key ?? '',
            type: WEBHOOK_TEST_EVENT,
            data: async () => data,
          },
          now,
          { endpointId: id },
        );
        deps.webhooks.written();
        return { result: { EventId: eventId! }, details: { eventId } };
      }),
  };
}

export type WebhooksConsole = ReturnType<typeof createWebhooksConsole>;
