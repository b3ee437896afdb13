import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { keyState, rotationEnd } from './partner-key-state.ts';
import type { PartnerKeysRepository } from './partner-keys.repository.ts';
import type { PartnerKeysService } from './partner-keys.service.ts';

/**
 * The second admin's decision on a partner key that may send events, issued or rotated in the
 * console (issue 27, decision 041): another admin than the one who issued it approves it — from then
 * on the partner API takes it — or refuses it, which revokes it. Approving a rotation's new key
 * starts the old key's overlap. Each decision is audited in its transaction.
 */
export function createPartnerKeyApprovalsService(deps: {
  db: Db;
  clock: Clock;
  keys: PartnerKeysRepository;
  partnerKeys: Pick<PartnerKeysService, 'forget'>;
  audit: AuditService;
}) {
  const { db, clock, keys, partnerKeys, audit } = deps;

  /** The waiting key, locked; refused for its own issuer (four eyes are two people). */
  async function waitingKey(tx: Db, operatorId: string, id: string) {
    const key = await keys.lockById(tx, id);
    if (!key) throw new AppError('partnerKeys.not_found');
    if (keyState(key, clock.now()) !== 'pending') throw new AppError('partnerKeys.not_pending');
    if (key.issuedBy === operatorId) throw new AppError('partnerKeys.approve_own');
    return key;
  }

  /** Gives the key a rotation replaced its overlap, from now; a key revoked or run out meanwhile stays so. */
  async function startOverlap(tx: Db, oldId: string, overlapHours: number): Promise<Date | null> {
    const old = await keys.lockById(tx, oldId);
    const now = clock.now();
    if (!old || old.revokedAt || (old.expiresAt && old.expiresAt <= now)) return null;
    const expiresAt = rotationEnd(old.expiresAt, now, overlapHours);
    await keys.end(tx, oldId, { expiresAt });
    partnerKeys.forget(old.tenantId, old.keyHash);
    return expiresAt;
  }

  return {
    /** Approves a waiting key: the partner API takes it from now on. */
    approve(operatorId: string, id: string) {
      return db.transaction(async (tx) => {
        const key = await waitingKey(tx, operatorId, id);
        const now = clock.now();
        await keys.decide(tx, id, { decidedBy: operatorId, decidedAt: now });
        const oldKeyEnds = key.replacesKey
          ? await startOverlap(tx, key.replacesKey, key.overlapHours ?? 0)
          : null;
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.approve',
          tenantId: key.tenantId,
          subject: `partner_key:${id}`,
          details: {
            issuedBy: key.issuedBy,
            permissions: key.permissions,
            prefix: key.keyPrefix,
            ...(key.replacesKey
              ? { replaces: key.replacesKey, oldKeyEnds: oldKeyEnds?.toISOString() ?? null }
              : {}),
          },
        });
        return { ...key, awaitingApproval: false };
      });
    },

    /** Refuses a waiting key: it is revoked, never having worked; a rotated old key works on as before. */
    refuse(operatorId: string, id: string, reason: string | undefined) {
      return db.transaction(async (tx) => {
        const key = await waitingKey(tx, operatorId, id);
        const now = clock.now();
        await keys.decide(tx, id, { decidedBy: operatorId, decidedAt: now, revokedAt: now });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.refuse',
          tenantId: key.tenantId,
          subject: `partner_key:${id}`,
          reason: reason ?? null,
          details: { issuedBy: key.issuedBy, permissions: key.permissions, prefix: key.keyPrefix },
        });
        return { ...key, awaitingApproval: false, revokedAt: now };
      });
    },
  };
}

export type PartnerKeyApprovalsService = ReturnType<typeof createPartnerKeyApprovalsService>;
