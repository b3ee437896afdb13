import type { WebhookEventType } from '@kwk/shared/webhooks/webhook-events';
import { WEBHOOK_DATA_SCHEMAS, type WebhookData } from '@kwk/shared/webhooks/webhook-events.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { OperatorRecords } from '../operators/operators.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { lazyWebhookDispatcher } from './lazy-webhook-dispatcher.ts';
import { endpointDisabledMail } from './webhook-disabled.mail.ts';
import { createEndpoint, type EndpointInput, rotateEndpointSecret } from './webhook-endpoints.ts';
import { signWebhook, webhookSecretBox } from './webhook-signing.ts';
import type { TargetPolicy } from './webhook-target.rules.ts';
import type { WebhookEndpointRow, WebhookEvent, WebhooksRepository } from './webhooks.repository.ts';
import { createWebhookWorker, type WebhookWorkerDeps } from './webhooks.worker.ts';

/** An event a module reports in the transaction of its change. */
export interface WebhookEventInput<T extends WebhookEventType> {
  tenant: { id: string; key: string };
  type: T;
  /** The referral it is about, if any. */
  referralNumber?: number | null;
  /** The data, or a function reading it: called only when an endpoint takes the event. */
  data: WebhookData<T> | (() => Promise<WebhookData<T>>);
}

export interface WebhooksDeps {
  db: Db;
  clock: Clock;
  appSecret: string;
  policy: TargetPolicy;
  /** How long the worker holds a claimed delivery (WEBHOOK_LEASE_SECONDS); unset: 60 s. */
  leaseMs?: number;
  repository: WebhooksRepository;
  outbox: OutboxRecords;
  operators: Pick<OperatorRecords, 'activeAdminContacts'>;
  tenants: TenantCache;
  audit: AuditService;
}

/**
 * The webhooks' commands for the other modules and the worker (issue 31, decision 073):
 * `enqueueWebhookEvent` writes the deliveries in the caller's transaction; the worker posts them.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  const { db, clock, repository } = deps;
  const box = webhookSecretBox(deps.appSecret);
  /** The workers of this instance, woken when a delivery is written here. */
  const listeners = new Set<() => void>();
  const written = () => {
    for (const listener of listeners) listener();
  };

  /** The secrets that sign now: the current one, and the previous one until its overlap ends. */
  const secretsOf = (endpoint: WebhookEndpointRow, now: Date): string[] => [
    box.open(endpoint.secretSealed),
    ...(endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
      ? [box.open(endpoint.previousSecretSealed)]
      : []),
  ];

  /** Switches a failing endpoint off and mails each console admin, once, in one transaction. */
  async function disableFailing(endpoint: WebhookEndpointRow, now: Date) {
    const tenant = await deps.tenants.byId(endpoint.tenantId);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await repository.disableEndpoint(tx, endpoint.id, 'failing', now))) return;
      for (const admin of await deps.operators.activeAdminContacts(tx)) {
        const mail = endpointDisabledMail({
          adminName: admin.name,
          tenantName: tenant?.mandant.Brand.Name ?? tenant?.key ?? '',
          host: new URL(endpoint.url).host,
          description: endpoint.description,
          failingSince: endpoint.failingSince ?? now,
        });
        await deps.outbox.enqueue(
          { tenantId: endpoint.tenantId, kind: 'webhook.endpoint_disabled', to: admin.email, ...mail },
          tx,
          now,
        );
      }
      await deps.audit.record(tx, {
        actor: { kind: 'system' },
        action: 'webhook.endpoint_disabled',
        tenantId: endpoint.tenantId,
        subject: `webhook-endpoint:${endpoint.id}`,
        details: { failingSince: endpoint.failingSince?.toISOString() ?? null },
      });
    });
  }

  return {
    /**
     * Reports an event: one delivery per enabled endpoint of the tenant that takes its type, in
     * `tx`, the transaction of the change (the outbox pattern), so the event exists exactly when
     * the change does. The data is checked against its schema, so nothing else reaches a payload.
     */
    async enqueueWebhookEvent<T extends WebhookEventType>(
      tx: Db,
      event: WebhookEventInput<T>,
      now = clock.now(),
    ) {
      const id = await repository.enqueue(
        tx,
        {
          tenantId: event.tenant.id,
          tenantKey: event.tenant.key,
          type: event.type,
          referralNumber: event.referralNumber ?? null,
          data: checkedData(event),
        },
        now,
      );
      if (id) written();
      return id;
    },

    /** Wakes this instance's workers after a delivery written past `enqueueWebhookEvent` (a test event). */
    written,

    /**
     * Whether an endpoint of the tenant takes the type: a path that writes without a transaction
     * (the partner events' optimistic write) takes the transactional path when one does.
     */
    takes: (tx: Db, tenantId: string, type: WebhookEventType) =>
      repository.anyEndpointTakes(tx, tenantId, type),

    /** How many deliveries wait and how old the oldest is, in seconds (for the metrics). */
    queueStats: (now = clock.now()) => repository.queueStats(db, now),

    secretsOf,

    /** The tenant's endpoints (the development receiver checks a signature with their secrets). */
    endpointsOf: (q: Db, tenantId: string) => repository.endpointsOf(q, tenantId),

    /** A new endpoint in `tx`; answers its row and its secret, which the console shows once. */
    createEndpoint: (tx: Db, tenantId: string, input: EndpointInput, now = clock.now()) =>
      createEndpoint(repository, box, tx, tenantId, input, now),

    /** A new secret, the old one signing beside it for the overlap; answers the new one (shown once). */
    rotateSecret: (tx: Db, endpoint: WebhookEndpointRow, now = clock.now(), overlapMs?: number) =>
      rotateEndpointSecret(repository, box, tx, endpoint, now, overlapMs),

    /** The delivery worker; main.ts starts it, tests drive `runOnce`. */
    worker(
      log: FastifyBaseLogger,
      options: Partial<
        Pick<
          WebhookWorkerDeps,
          'wallClock' | 'random' | 'intervalMs' | 'dispatcher' | 'clock' | 'batch' | 'lanes'
        >
      > = {},
    ) {
      const worker = createWebhookWorker({
        db,
        clock,
        repository,
        dispatcher: lazyWebhookDispatcher(deps.policy),
        secretsOf,
        sign: (secrets, id, at, body) => ({ ...signWebhook(secrets, id, at, body) }),
        disableFailing,
        log,
        leaseMs: deps.leaseMs,
        ...options,
      });
      const wake = () => worker.wake();
      return {
        ...worker,
        start() {
          listeners.add(wake);
          worker.start();
        },
        async stop() {
          listeners.delete(wake);
          await worker.stop();
        },
      };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/**
 * The event's data for the repository: data at hand that fits its schema goes in with the
 * endpoints' look-up (one statement); data to be read, or data that does not fit, is read and
 * checked only when an endpoint takes the event, so a misfit throws only where it would be sent.
 */
function checkedData<T extends WebhookEventType>(event: WebhookEventInput<T>): WebhookEvent['data'] {
  const schema = WEBHOOK_DATA_SCHEMAS[event.type];
  const { data } = event;
  if (typeof data !== 'function') {
    const fits = schema.safeParse(data);
    if (fits.success) return fits.data as Record<string, unknown>;
  }
  return async () =>
    schema.parse(typeof data === 'function' ? await (data as () => Promise<unknown>)() : data) as Record<
      string,
      unknown
    >;
}
