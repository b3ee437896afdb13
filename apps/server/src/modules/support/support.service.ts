import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import {
  isReferralNumber,
  SUPPORT_PAGE_SIZE,
  type SupportAccount,
  type SupportReferral,
  type SupportSearchResult,
  type SupportSender,
} from '@kwk/shared/operator/support.schemas';
import { correctionAllowed, correctionTargets } from '@kwk/shared/operator/support-corrections';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrerRow, ReferrersRepository } from '../accounts/referrers.repository.ts';
import type { SessionsRepository } from '../accounts/sessions.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LifecycleRepository } from '../lifecycle/lifecycle.repository.ts';
import type { FactEvent } from '../lifecycle/referral-facts.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { OperatorPrincipal } from '../operators/operator-sessions.service.ts';
import type { OperatorsRepository } from '../operators/operators.repository.ts';
import type { RecipientsRepository } from '../recipients/recipients.repository.ts';
import type { ReferralSupportRepository, SupportHit } from '../referrals/referral-support.repository.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import type { SupportRewards } from './support-rewards.ts';
import { buildTimeline } from './support-timeline.ts';

interface Deps {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  referralSupport: ReferralSupportRepository;
  referrers: ReferrersRepository;
  sessionRows: SessionsRepository;
  recipients: RecipientsRepository;
  lifecycle: LifecycleRepository;
  events: (tx: Db, tenantId: string, referralId: string) => Promise<FactEvent[]>;
  outbox: OutboxRepository;
  audit: AuditService;
  operators: OperatorsRepository;
  rewards: SupportRewards;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const referralSubject = (nr: number) => `referral:${nr}`;
const accountSubject = (id: string) => `account:${id}`;

/**
 * Support's part of the console (issue 14): find referrals across all tenants, read a referral's
 * timeline, correct its status, block and unblock referrer accounts. Reads through the owning
 * modules' repositories; each write runs in one transaction with its audit row.
 */
export function createSupportService(deps: Deps) {
  const { db, clock } = deps;

  async function tenantRef(id: string) {
    const tenant = await deps.tenants.byId(id);
    return { Id: id, Name: tenant ? `${tenant.mandant.Brand.Name} (${tenant.key})` : id };
  }

  const referrerRef = (r: Pick<ReferrerRow, 'id' | 'vorname' | 'nachname' | 'email' | 'blockedReason'>) => ({
    Id: r.id,
    Vorname: r.vorname,
    Nachname: r.nachname,
    Email: r.email,
    Sperre: r.blockedReason,
  });

  async function hitOf(h: SupportHit, rewards: Map<string, SupportReferral['Praemien']>) {
    return {
      Id: h.id,
      Mandant: await tenantRef(h.tenant_id),
      Empfehlungsnummer: Number(h.empfehlungsnummer),
      Status: h.status,
      ErstelltAm: iso(h.created_at),
      Empfehler: h.referrer_id
        ? referrerRef({
            id: h.referrer_id,
            vorname: h.vorname ?? '',
            nachname: h.nachname ?? '',
            email: h.email ?? '',
            blockedReason: h.blocked_reason,
          })
        : null,
      EmpfaengerEmail: h.recipient_email,
      Auszahlung: deps.rewards.payoutOf(rewards.get(h.id)),
    };
  }

  /** The display name of an audit row's actor: an operator's name, else the kind. */
  async function actorName(kind: string, id: string | null) {
    if (kind !== 'operator' || !id) return kind;
    return (await deps.operators.byId(db, id))?.name ?? id;
  }

  return {
    async search(term: string, page: number): Promise<SupportSearchResult> {
      const offset = (page - 1) * SUPPORT_PAGE_SIZE;
      const hits = isReferralNumber(term)
        ? await deps.referralSupport.byNumber(
            db,
            (await deps.tenants.all()).map((t) => t.id),
            Number(term),
          )
        : await deps.referralSupport.byEmail(db, term, { offset, limit: SUPPORT_PAGE_SIZE });
      // A number finds a handful (one per tenant at most): one page, whatever was asked.
      const shown = isReferralNumber(term) ? hits.slice(offset, offset + SUPPORT_PAGE_SIZE) : hits;
      const rewards = await deps.rewards.ofReferrals(
        db,
        shown.map((h) => ({ id: h.id, empfehlungsnummer: h.empfehlungsnummer })),
      );
      return {
        Treffer: await Promise.all(shown.map((h) => hitOf(h, rewards))),
        Seite: page,
        ProSeite: SUPPORT_PAGE_SIZE,
        Gesamt: hits[0]?.total ?? 0,
      };
    },

    async referral(id: string): Promise<SupportReferral> {
      const referral = await deps.referralSupport.byId(db, id);
      if (!referral) throw new AppError('support.referral_not_found');
      const referrer = referral.referrerId
        ? await deps.referrers.byId(db, referral.tenantId, referral.referrerId)
        : undefined;
      const [recipients, events, decisions, mails, onReferral, onAccount, rewards] = await Promise.all([
        deps.recipients.ofReferral(db, referral.id),
        deps.events(db, referral.tenantId, referral.id),
        deps.lifecycle.decisionsOf(db, referral.id),
        deps.outbox.ofReferral(referral.id),
        deps.audit.search(
          { tenantId: referral.tenantId, subject: referralSubject(referral.empfehlungsnummer) },
          { offset: 0, limit: 200 },
        ),
        referrer
          ? deps.audit.search({ subject: accountSubject(referrer.id) }, { offset: 0, limit: 200 })
          : Promise.resolve({ rows: [], total: 0 }),
        deps.rewards.ofReferrals(db, [referral]),
      ]);
      const praemien = rewards.get(referral.id) ?? [];
      const actions = await Promise.all(
        [...onReferral.rows, ...onAccount.rows].map(async (a) => ({
          at: a.at,
          action: a.action,
          actor: await actorName(a.actorKind, a.actorId),
          reason: a.reason,
          details: a.details,
        })),
      );
      return {
        Id: referral.id,
        Mandant: await tenantRef(referral.tenantId),
        Empfehlungsnummer: Number(referral.empfehlungsnummer),
        Status: referral.status,
        Ablehnungsgrund: referral.rejectionReason,
        KorrigiertAm: referral.statusCorrectedAt ? iso(referral.statusCorrectedAt) : null,
        ErstelltAm: iso(referral.createdAt),
        AblaufAm: iso(referral.expiresAt),
        Kanal: referral.channel,
        Empfehler: referrer ? referrerRef(referrer) : null,
        EmpfaengerEmail: referral.recipientEmail,
        Korrekturziele: correctionTargets(referral.status),
        Zeitleiste: buildTimeline({
          referral,
          recipients,
          events,
          decisions,
          mails,
          actions,
          now: clock.now(),
        }),
        Praemien: praemien,
        Auszahlung: deps.rewards.payoutOf(praemien),
      };
    },

    /**
     * A goodwill case's sender (issue 27, item 11): their account in the tenant, their referrals as
     * referrer with what the rewards came to, and every reward credited to them, so the decision
     * sees what was credited and paid before. No account: nothing to show, not an error.
     */
    async sender(tenantKey: string, email: string): Promise<SupportSender> {
      const tenant = await deps.tenants.byKey(tenantKey);
      if (!tenant) throw new AppError('support.account_not_found');
      const referrer = await deps.referrers.byEmailIdentity(db, tenant.id, emailIdentity(email));
      if (!referrer) return { Konto: null, Empfehlungen: [], Praemien: [] };
      const own = (await deps.referralSupport.byEmail(db, referrer.email, { offset: 0, limit: 200 })).filter(
        (h) => h.tenant_id === tenant.id && h.referrer_id === referrer.id,
      );
      const [byReferral, others] = await Promise.all([
        deps.rewards.ofReferrals(
          db,
          own.map((h) => ({ id: h.id, empfehlungsnummer: h.empfehlungsnummer })),
        ),
        deps.rewards.ofReferrerOnly(db, tenant.id, referrer.id),
      ]);
      return {
        Konto: referrerRef(referrer),
        Empfehlungen: own.map((h) => ({
          Id: h.id,
          Empfehlungsnummer: Number(h.empfehlungsnummer),
          Status: h.status,
          ErstelltAm: iso(h.created_at),
          Auszahlung: deps.rewards.payoutOf(byReferral.get(h.id)),
        })),
        Praemien: [...own.flatMap((h) => byReferral.get(h.id) ?? []), ...others],
      };
    },

    /**
     * Support sets a referral's status by hand (support-corrections.ts), with the reason, audited
     * in the same transaction. Refused while a reward credit of it is not cancelled: money moves
     * through the reward's own flows.
     */
    async correct(operator: OperatorPrincipal, id: string, to: ReferralStatus, reason: string) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referral = await deps.referralSupport.lockById(tx, id);
        if (!referral) throw new AppError('support.referral_not_found');
        if (!correctionAllowed(referral.status, to)) throw new AppError('support.correction_not_allowed');
        const credits = await deps.lifecycle.credits(tx, referral.id);
        if (credits.some((c) => c.status !== 'Storniert' && c.status !== 'Abgelaufen'))
          throw new AppError('support.correction_has_reward');
        await deps.referralSupport.correctStatus(tx, referral.id, to, clock.now());
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operator.operator.id },
          action: 'referral.status_corrected',
          tenantId: referral.tenantId,
          subject: referralSubject(referral.empfehlungsnummer),
          reason,
          details: { from: referral.status, to, referralId: referral.id },
        });
      });
    },

    async account(id: string): Promise<SupportAccount> {
      const referrer = await deps.referrers.anyTenant(db, id);
      if (!referrer) throw new AppError('support.account_not_found');
      return { ...referrerRef(referrer), Mandant: await tenantRef(referrer.tenantId) };
    },

    /**
     * Blocks a referrer's account: signing in is refused (`auth.account_blocked`, spec §8) and every
     * session ends now; with the reason, audited in the same transaction.
     */
    async block(operator: OperatorPrincipal, id: string, reason: string) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referrer = await deps.referrers.lockAnyTenant(tx, id);
        if (!referrer) throw new AppError('support.account_not_found');
        if (referrer.blockedReason) throw new AppError('support.account_already_blocked');
        await deps.referrers.setBlocked(tx, referrer.id, 'blocked');
        await deps.sessionRows.removeOthers(tx, referrer.id, null);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operator.operator.id },
          action: 'account.block',
          tenantId: referrer.tenantId,
          subject: accountSubject(referrer.id),
          reason,
        });
      });
    },

    /** Lifts support's block (not the exclusion list's: that is lifted by changing the list). */
    async unblock(operator: OperatorPrincipal, id: string, reason: string) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referrer = await deps.referrers.lockAnyTenant(tx, id);
        if (!referrer) throw new AppError('support.account_not_found');
        if (!referrer.blockedReason) throw new AppError('support.account_not_blocked');
        if (referrer.blockedReason === 'excluded') throw new AppError('support.account_excluded');
        await deps.referrers.setBlocked(tx, referrer.id, null);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operator.operator.id },
          action: 'account.unblock',
          tenantId: referrer.tenantId,
          subject: accountSubject(referrer.id),
          reason,
          details: { was: referrer.blockedReason },
        });
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
