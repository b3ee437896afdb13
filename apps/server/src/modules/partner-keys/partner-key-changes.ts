import { randomBytes } from 'node:crypto';
import { needsSecondAdmin } from '@kwk/shared/operator/partner-keys.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { PartnerKeyPermission } from './partner-key-permissions.ts';
import { keyState, rotationEnd } from './partner-key-state.ts';
import type { PartnerKeyListed, PartnerKeysRepository } from './partner-keys.repository.ts';

const newKey = () => `kwkp_${randomBytes(24).toString('base64url')}`;

/**
 * Issuing, rotating and revoking partner keys (the owner's command and the console, issue 14):
 * each console change is audited in its own transaction, never with the key; a changed key
 * leaves the check's cache (`forget`).
 */
export function createPartnerKeyChanges(deps: {
  db: Db;
  clock: Clock;
  keys: PartnerKeysRepository;
  audit: AuditService;
  fourEyes: Pick<FourEyes, 'secondAdminExists'>;
  forget: (tenantId: string, keyHash: string) => void;
}) {
  const { db, clock, keys, audit, fourEyes, forget } = deps;
  /** Inserts a new key of the tenant in `tx`; answers the key (shown once) and its row. */
  async function add(
    tx: Db,
    tenantId: string,
    label: string,
    permissions: readonly PartnerKeyPermission[],
    console?: { issuedBy: string; awaitingApproval: boolean; replacesKey?: string; overlapHours?: number },
  ): Promise<{ key: string; row: Omit<PartnerKeyListed, 'tenantKey'> }> {
    const key = newKey();
    const [row] = await keys.add(
      { tenantId, keyHash: hashToken(key), keyPrefix: key.slice(0, 10), label, permissions, ...console },
      tx,
    );
    if (!row) throw new Error('a new partner key collided with a stored one');
    return { key, row };
  }

  async function lockedKey(tx: Db, id: string) {
    const row = await keys.lockById(tx, id);
    if (!row) throw new AppError('partnerKeys.not_found');
    return row;
  }

  /**
   * Whether a key the operator issues or rotates waits for a second admin (it may send events:
   * with it one person could report an order effective and pay a reward); refused when nobody
   * else could approve it. The owner's command and the seed do not come this way (decision 041).
   */
  async function awaitsApproval(tx: Db, operatorId: string, permissions: readonly string[]) {
    if (!needsSecondAdmin(permissions)) return false;
    if (!(await fourEyes.secondAdminExists(tx, [operatorId])))
      throw new AppError('partnerKeys.second_admin_required');
    return true;
  }

  return {
    /** A new key for a tenant's partner with what it may do; only its hash is stored, the key is shown once. */
    async issue(
      tenantId: string,
      label: string,
      permissions: readonly PartnerKeyPermission[],
    ): Promise<string> {
      return (await add(db, tenantId, label, permissions)).key;
    },

    /**
     * Issues a key from the console, audited in the same transaction; one that may send events
     * waits for a second admin.
     */
    issueByOperator(
      operatorId: string,
      input: { tenantId: string; label: string; permissions: readonly PartnerKeyPermission[] },
    ) {
      return db.transaction(async (tx) => {
        const awaitingApproval = await awaitsApproval(tx, operatorId, input.permissions);
        const issued = await add(tx, input.tenantId, input.label, input.permissions, {
          issuedBy: operatorId,
          awaitingApproval,
        });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.issue',
          tenantId: input.tenantId,
          subject: `partner_key:${issued.row.id}`,
          details: {
            label: input.label,
            permissions: [...input.permissions],
            prefix: issued.row.keyPrefix,
            awaitingApproval,
          },
        });
        return issued;
      });
    },

    /**
     * A new key with the old one's tenant, label and permissions; the old key keeps working for
     * `overlapHours` (0: it ends now), so the partner can switch without a gap. A new key that
     * waits for a second admin leaves the old one as it is: its overlap starts at the approval.
     */
    rotate(operatorId: string, id: string, overlapHours: number) {
      return db.transaction(async (tx) => {
        const old = await lockedKey(tx, id);
        const now = clock.now();
        const state = keyState(old, now);
        if (state === 'revoked' || state === 'expired') throw new AppError('partnerKeys.not_live');
        if (state === 'pending' || (await keys.replacementWaits(tx, id)))
          throw new AppError('partnerKeys.approval_open');
        const permissions = old.permissions as PartnerKeyPermission[];
        const awaitingApproval = await awaitsApproval(tx, operatorId, permissions);
        // Waiting: the old key keeps its end (none, mostly) until the new one is approved.
        const expiresAt = awaitingApproval ? old.expiresAt : rotationEnd(old.expiresAt, now, overlapHours);
        if (!awaitingApproval && expiresAt) await keys.end(tx, id, { expiresAt });
        const issued = await add(tx, old.tenantId, old.label, permissions, {
          issuedBy: operatorId,
          awaitingApproval,
          ...(awaitingApproval ? { replacesKey: id, overlapHours } : {}),
        });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.rotate',
          tenantId: old.tenantId,
          subject: `partner_key:${id}`,
          details: {
            newKey: issued.row.id,
            prefix: issued.row.keyPrefix,
            overlapHours,
            awaitingApproval,
            oldKeyEnds: awaitingApproval ? null : (expiresAt?.toISOString() ?? null),
          },
        });
        forget(old.tenantId, old.keyHash);
        return { ...issued, old: { ...old, expiresAt } };
      });
    },

    /** Ends a key now: refused from the next request on (on other instances within the key cache's minute). */
    revoke(operatorId: string, id: string, reason: string | undefined) {
      return db.transaction(async (tx) => {
        const old = await lockedKey(tx, id);
        if (old.revokedAt) throw new AppError('partnerKeys.not_live');
        const now = clock.now();
        await keys.end(tx, id, { revokedAt: now });
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'partner_key.revoke',
          tenantId: old.tenantId,
          subject: `partner_key:${id}`,
          reason: reason ?? null,
          details: { prefix: old.keyPrefix },
        });
        forget(old.tenantId, old.keyHash);
        return { ...old, revokedAt: now };
      });
    },
  };
}
