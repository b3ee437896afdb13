import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ReferrerRecords, ReferrerRow, SessionRecords } from '../accounts/accounts.api.ts';
import type { AuditNames, AuditService } from '../audit/audit.api.ts';
import type { FactEvent, LifecycleRecords } from '../lifecycle/lifecycle.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { OperatorRecords } from '../operators/operators.api.ts';
import type { RecipientRecords } from '../recipients/recipients.api.ts';
import type { ReferralSupportRecords } from '../referrals/referrals.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { SupportRewards } from './support-rewards.ts';

export interface SupportDeps {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  referralSupport: ReferralSupportRecords;
  referrers: ReferrerRecords;
  sessionRows: SessionRecords;
  recipients: RecipientRecords;
  lifecycle: LifecycleRecords;
  events: (tx: Db, tenantId: string, referralId: string) => Promise<FactEvent[]>;
  outbox: OutboxRecords;
  audit: AuditService;
  operators: OperatorRecords;
  /** The tenants' and operators' queries the audit log names its actors with. */
  auditNames: AuditNames;
  rewards: SupportRewards;
}

/** What every support use case works with: the module's dependencies and the tenant's display name. */
export function supportContext(deps: SupportDeps) {
  return {
    ...deps,
    async tenantRef(id: string) {
      const tenant = await deps.tenants.byId(id);
      return { Id: id, Name: tenant ? `${tenant.mandant.Brand.Name} (${tenant.key})` : id };
    },
  };
}

export type SupportContext = ReturnType<typeof supportContext>;

export const iso = (value: Date | string) => new Date(value).toISOString();
export const referralSubject = (nr: number) => `referral:${nr}`;
export const accountSubject = (id: string) => `account:${id}`;

/** A referrer account as support sees it. */
export const referrerRef = (
  r: Pick<ReferrerRow, 'id' | 'vorname' | 'nachname' | 'email' | 'blockedReason'>,
): NonNullable<SupportReferral['Empfehler']> => ({
  Id: r.id,
  Vorname: r.vorname,
  Nachname: r.nachname,
  Email: r.email,
  Sperre: r.blockedReason,
});
