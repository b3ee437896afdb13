import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { FraudRepository } from '../fraud/fraud.api.ts';
import type { GoodwillService } from '../goodwill/goodwill.api.ts';
import type { RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { MyDataService } from '../my-data/my-data.api.ts';
import type { RecipientRecords } from '../recipients/recipients.api.ts';
import { type ReferralRecords, recipientIdentityHash } from '../referrals/referrals.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { DataRequestsRepository } from './data-requests.repository.ts';

export interface DataRequestsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  tenants: TenantCache;
  audit: AuditService;
  repository: DataRequestsRepository;
  myData: Pick<MyDataService, 'deleteAccountIn'>;
  referrals: Pick<ReferralRecords, 'eraseRecipientEmail'>;
  recipients: Pick<RecipientRecords, 'eraseByIdentity'>;
  credits: Pick<RewardCreditRecords, 'erasePayee'>;
  outbox: Pick<OutboxRecords, 'eraseAddress'>;
  goodwill: Pick<GoodwillService, 'ofPerson' | 'erase'>;
  fraud: Pick<FraudRepository, 'erasePerson'>;
}

/**
 * What both requests work with: the tenants asked about, the person's subject in the audit log,
 * and what is held about the address (accounts, referrals received).
 */
export function dataRequestContext(deps: DataRequestsDeps) {
  const { config, repository } = deps;
  const referrerIban = createSecretBox(config.appSecret, 'referrer.iban');
  const recipientIban = createSecretBox(config.appSecret, 'iban');
  /** An IBAN opened for the subject's own copy (the referrer's or a recipient's box). */
  const openIban = (box: 'referrer' | 'recipient', sealed: string | null) =>
    sealed ? (box === 'referrer' ? referrerIban : recipientIban).open(sealed) : null;
  /** The tenants asked about: one by its key, or all (null). */
  async function scope(key: string | null): Promise<{ tenantIds: string[] | null; tenantId: string | null }> {
    if (!key) return { tenantIds: null, tenantId: null };
    const tenant = await deps.tenants.byKey(key);
    if (!tenant)
      throw new AppError('common.validation', {
        fields: [{ path: 'body.Mandant', message: 'Mandant ist nicht gültig' }],
      });
    return { tenantIds: [tenant.id], tenantId: tenant.id };
  }
  /** `within`: the caller's transaction, where it runs in one (see TenantCache). */
  const keyOf = async (tenantId: string, within?: Db) =>
    (await deps.tenants.byId(tenantId, within))?.key ?? tenantId;
  /** The person in the audit log: a keyed hash of the address's identity, never the address. */
  const personSubject = (email: string) =>
    `person:${keyedIdentity(config.appSecret, 'data-request', emailIdentity(email))}`;

  async function gather(tx: Db, email: string, tenantIds: string[] | null) {
    const identity = emailIdentity(email);
    const identityHash = recipientIdentityHash(config.appSecret, identity);
    const accounts = await repository.referrers(tx, identity, tenantIds);
    const referrerIds = accounts.map((r) => r.id);
    const received = await repository.referralsReceived(tx, { identityHash, email, tenantIds });
    const recipientIds = received.flatMap((r) => (r.recipient ? [r.recipient.id] : []));
    return { identity, identityHash, accounts, referrerIds, received, recipientIds };
  }

  return { ...deps, scope, keyOf, personSubject, gather, openIban };
}

export type DataRequestContext = ReturnType<typeof dataRequestContext>;
