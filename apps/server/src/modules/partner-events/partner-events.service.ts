import { createHash, randomBytes } from 'node:crypto';
import { nextReferralStatus, type ReferralEvent } from '@kwk/shared/lifecycle/referral-lifecycle';
import { type PartnerEvent, partnerEventSchema } from '@kwk/shared/partner/partner-event.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { PartnerEventsRepository } from './partner-events.repository.ts';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type Outcome = { duplicate: boolean } | { deadLetter: string };

/** What became of one event: applied (or a repeat), kept as a dead letter, or refused as malformed. */
export type IngestResult =
  | { id: string; duplicate: boolean }
  | { deadLetter: string }
  | { invalid: { path: string; message: string }[] };

/** Partner events in (issue 4): authenticated, validated, applied once, or kept with a reason. */
export function createPartnerEventsService(deps: {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  events: PartnerEventsRepository;
}) {
  const { db, clock, events } = deps;

  async function authenticate(tenantKey: string, authorization: string | undefined) {
    const key = /^Bearer (\S{20,200})$/.exec(authorization ?? '')?.[1];
    const tenant = await deps.tenants.byKey(tenantKey);
    if (!key || !tenant || !(await events.keyIsValid(tenant.id, hashKey(key))))
      throw new AppError('partner.unauthorized');
    return tenant;
  }

  /** One event in one transaction; a dead letter is committed before the 422 goes out. */
  async function apply(tenantId: string, event: PartnerEvent): Promise<Outcome> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const now = clock.now();
      const dead = async (reason: string): Promise<Outcome> => {
        await events.deadLetter(tx, { tenantId, eventId: event.id, payload: event, reason, receivedAt: now });
        return { deadLetter: reason };
      };
      const referral =
        event.empfehlungsnummer !== undefined
          ? await events.lockReferral(tx, tenantId, event.empfehlungsnummer)
          : undefined;
      if (!referral) return dead(event.empfehlungsnummer ? 'unknown referral' : 'unknown recipient number');
      if (await events.isKnown(tx, tenantId, event.id)) return { duplicate: true };

      let status = referral.status;
      if (event.type !== 'account.activity') {
        const next = nextReferralStatus(referral.status, event.type as ReferralEvent);
        if (!next.ok) return dead(`not applicable: ${next.reason}`);
        status = next.status;
      }
      const stored = await events.record(tx, {
        tenantId,
        eventId: event.id,
        type: event.type,
        referralId: referral.id,
        occurredAt: new Date(event.occurredAt),
        payload: event,
        receivedAt: now,
      });
      if (!stored) return { duplicate: true };
      if (status !== referral.status) await events.setReferralStatus(tx, referral.id, status);
      return { duplicate: false };
    });
  }

  /** Validates and applies one event for a tenant; the API and the CSV import share this path. */
  async function ingestForTenant(tenantId: string, body: unknown): Promise<IngestResult> {
    const parsed = partnerEventSchema.safeParse(body);
    if (!parsed.success)
      return {
        invalid: parsed.error.issues.map((i) => ({
          path: ['body', ...i.path].join('.'),
          message: i.message,
        })),
      };
    const outcome = await apply(tenantId, parsed.data);
    if ('deadLetter' in outcome) return outcome;
    return { id: parsed.data.id, duplicate: outcome.duplicate };
  }

  return {
    ingestForTenant,

    async ingest(tenantKey: string, authorization: string | undefined, body: unknown) {
      const tenant = await authenticate(tenantKey, authorization);
      const result = await ingestForTenant(tenant.id, body);
      if ('invalid' in result) throw new AppError('common.validation', { fields: result.invalid });
      if ('deadLetter' in result) throw new AppError('partner.dead_letter', { reason: result.deadLetter });
      return result;
    },

    /** A new key for a tenant's partner; only its hash is stored, the key is shown once. */
    async issueKey(tenantId: string, label: string): Promise<string> {
      const key = `kwkp_${randomBytes(24).toString('base64url')}`;
      await events.addKey(tenantId, hashKey(key), label);
      return key;
    },
  };
}

export type PartnerEventsService = ReturnType<typeof createPartnerEventsService>;
