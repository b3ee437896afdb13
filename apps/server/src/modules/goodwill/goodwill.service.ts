import { createHash, randomBytes } from 'node:crypto';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import {
  GOODWILL_OPERATOR_WINDOW_MS,
  goodwillAllowanceLeft,
  goodwillGrantStep,
  goodwillLimits,
} from '@kwk/shared/operator/goodwill.rules';
import type {
  GoodwillApproval,
  GoodwillCase,
  GoodwillDecision,
  GoodwillOutcome,
  GoodwillState,
} from '@kwk/shared/operator/goodwill.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import { berlinYear, berlinYearBounds } from '@kwk/shared/tax/tax-year';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrersRepository } from '../accounts/referrers.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RewardCreditsRepository } from '../lifecycle/reward-credits.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Tenant, TenantCache } from '../tenants/tenant-cache.ts';
import { portalOrigin } from '../tenants/tenant-urls.ts';
import { goodwillDecisionMail } from './goodwill.mails.ts';
import type { GoodwillCaseRow, GoodwillRepository } from './goodwill.repository.ts';

/** The decision's page link works this long; afterwards support answers by mail. */
const THANKS_LINK_MS = 180 * 86_400_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  referrers: ReferrersRepository;
  credits: Pick<RewardCreditsRepository, 'insertGoodwill'>;
  outbox: OutboxRepository;
  audit: AuditService;
  repository: GoodwillRepository;
}

/**
 * Goodwill cases (Kulanz, issue 14): the contact form opens one for a complaint about a reward;
 * support grants (a reward credited to the referrer, ready for pickup) or refuses, with a reason;
 * the sender gets a mail with a link to /kulanzdanke, all in one transaction with the audit row.
 */
export function createGoodwillService(deps: Deps) {
  const { db, clock, config, repository } = deps;

  /** The cases as the console shows them, with each account's goodwill this year. */
  const toCases = async (rows: GoodwillCaseRow[], operatorId: string): Promise<GoodwillCase[]> => {
    const year = berlinYear(clock.now());
    const referrerIds = [...new Set(rows.flatMap((r) => (r.referrerId ? [r.referrerId] : [])))];
    const used = await repository.grantedIn(db, referrerIds, berlinYearBounds(year));
    return Promise.all(
      rows.map(async (row): Promise<GoodwillCase> => {
        const tenant = await deps.tenants.byId(row.tenantId);
        const limits = goodwillLimits(tenant?.mandant.Rules ?? {});
        const usedCent = row.referrerId ? (used.get(row.referrerId) ?? 0) : 0;
        return {
          Id: row.id,
          Mandant: tenant?.key ?? '',
          Status: row.status,
          Email: row.email ?? '',
          Empfehlerkonto: row.referrerId !== null,
          Betreff: row.subject,
          Nachricht: row.message,
          Eingegangen: row.createdAt.toISOString(),
          Entschieden: row.decidedAt?.toISOString() ?? null,
          BetragCent: row.cents,
          Begruendung: row.reason,
          Kulanzrahmen: row.referrerId
            ? {
                Jahr: year,
                JahresgrenzeCent: limits.yearlyCapCent,
                GenutztCent: usedCent,
                RestCent: goodwillAllowanceLeft(usedCent, limits),
                FreigabeAbCent: limits.approvalAboveCent,
              }
            : null,
          SelbstGewaehrt: row.decidedBy === operatorId,
          Freigabe:
            row.approvalAt && row.approvalReason
              ? { Am: row.approvalAt.toISOString(), Begruendung: row.approvalReason }
              : null,
        };
      }),
    );
  };

  /**
   * The sender's mail on a final decision (a grant credited, or a refusal) with a new link to
   * /kulanzdanke; answers the link's token hash for the case. Nothing without an address (erased).
   */
  async function mailOutcome(
    tx: Db,
    found: GoodwillCaseRow,
    tenant: Tenant,
    outcome: { granted: boolean; cents: number | null; reason: string },
    now: Date,
  ): Promise<string | null> {
    if (!found.email) return null;
    const token = randomBytes(32).toString('base64url');
    const lang: Language = found.language === 'en' ? 'en' : 'de';
    const mail = goodwillDecisionMail(lang, {
      brand: tenant.mandant.Brand.Name,
      granted: outcome.granted,
      amount: outcome.cents ? formatEuro(outcome.cents, lang) : '',
      reason: outcome.reason,
      link: `${portalOrigin(tenant, config)}/kulanzdanke?token=${token}`,
    });
    await deps.outbox.enqueue(
      { tenantId: tenant.id, kind: 'goodwill.decided', to: found.email, ...mail },
      tx,
      now,
    );
    return tokenHash(token);
  }

  /** The referrer's reward for a grant: ready for the pickup at once. */
  const credit = (tx: Db, found: GoodwillCaseRow, cents: number, now: Date) =>
    deps.credits.insertGoodwill(tx, {
      tenantId: found.tenantId,
      referrerId: found.referrerId!,
      cents,
      at: now,
    });

  /** The account's goodwill this year would pass the cap: refused at the amount, saying what is left. */
  const overCap = (left: number, cap: number, year: number, lang: Language) =>
    new AppError('goodwill.yearly_cap', {
      fields: [
        {
          path: 'body.BetragCent',
          message:
            lang === 'en'
              ? `The amount exceeds the account’s goodwill allowance for ${year}: ${formatEuro(left, 'en')} of ${formatEuro(cap, 'en')} left`
              : `Der Betrag übersteigt den Kulanzrahmen des Kontos für ${year}: noch ${formatEuro(left, 'de')} von ${formatEuro(cap, 'de')} frei`,
        },
      ],
    });

  return {
    /** Called by the contact form inside its transaction: the complaint becomes an open case. */
    async open(
      tx: Db,
      tenant: Tenant,
      complaint: { email: string; subject: string; message: string; lang: Language },
    ): Promise<void> {
      const referrer = await deps.referrers.byEmailIdentity(tx, tenant.id, emailIdentity(complaint.email));
      await repository.insert(tx, {
        tenantId: tenant.id,
        referrerId: referrer?.id ?? null,
        email: complaint.email.trim(),
        language: complaint.lang,
        subject: complaint.subject,
        message: complaint.message,
        createdAt: clock.now(),
      });
    },

    /** The cases of a state (all without), for the operator asking (who sees their own grants marked). */
    async list(operatorId: string, status?: GoodwillState): Promise<GoodwillCase[]> {
      return toCases(await repository.list(db, status), operatorId);
    },

    /**
     * Support's decision. A grant is refused when it would pass the account's yearly cap; above the
     * tenant's threshold, or past what the operator may grant at once within 30 days, it waits for a
     * finance approval (no reward, no mail yet); otherwise the
     * reward is credited and the sender mailed at once. Audited in the same transaction.
     */
    async decide(
      operatorId: string,
      id: string,
      body: GoodwillDecision,
      lang: Language = 'de',
    ): Promise<GoodwillCase> {
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await repository.lock(tx, id);
        if (!found) throw new AppError('goodwill.not_found');
        if (found.status !== 'Offen') throw new AppError('goodwill.already_decided');
        const tenant = await deps.tenants.byId(found.tenantId);
        if (!tenant) throw new AppError('goodwill.not_found');
        const granted = body.Entscheidung === 'Gewaehrt';
        if (granted && !found.referrerId) throw new AppError('goodwill.no_referrer');
        const now = clock.now();
        const cents = granted ? (body.BetragCent ?? 0) : null;
        let step: ReturnType<typeof goodwillGrantStep> | null = null;
        if (granted && found.referrerId && cents) {
          await repository.lockAccount(tx, found.referrerId);
          const year = berlinYear(now);
          const used =
            (await repository.grantedIn(tx, [found.referrerId], berlinYearBounds(year))).get(
              found.referrerId,
            ) ?? 0;
          // The operator's lock after the account's, in every decision: no two wait for each other.
          await repository.lockOperator(tx, operatorId);
          const byOperator = await repository.grantedAtOnceBy(
            tx,
            operatorId,
            new Date(now.getTime() - GOODWILL_OPERATOR_WINDOW_MS),
          );
          const limits = goodwillLimits(tenant.mandant.Rules);
          step = goodwillGrantStep(cents, used, limits, byOperator);
          if (step === 'overCap')
            throw overCap(goodwillAllowanceLeft(used, limits), limits.yearlyCapCent, year, lang);
        }
        const waits = step === 'needsApproval';
        const creditId = step === 'credit' && cents ? await credit(tx, found, cents, now) : null;
        const decided = {
          status: waits ? 'Freigabe' : body.Entscheidung,
          cents,
          reason: body.Begruendung,
          decidedBy: operatorId,
          decidedAt: now,
          creditId,
          // The sender hears of a grant above the threshold once finance has decided on it.
          thanksTokenHash: waits
            ? null
            : await mailOutcome(tx, found, tenant, { granted, cents, reason: body.Begruendung }, now),
        } as const;
        await repository.decide(tx, id, decided);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: granted ? 'goodwill.grant' : 'goodwill.refuse',
          tenantId: tenant.id,
          // The referrer's account, so the decision shows among the operator actions on them.
          subject: found.referrerId ? `account:${found.referrerId}` : `goodwill_case:${found.id}`,
          reason: body.Begruendung,
          details: {
            caseId: found.id,
            ...(granted ? { cents, creditId, awaitsApproval: waits } : {}),
          },
        });
        return { ...found, ...decided };
      });
      return (await toCases([row], operatorId))[0]!;
    },

    /**
     * Finance's decision on a grant above the threshold (issue 27, item 2): another person than the
     * one who granted it approves (the reward is credited, the sender mailed) or refuses (the
     * sender is mailed the refusal with finance's reason). An attempt on one's own grant is
     * refused and audited. Only after the approval is there a reward for a voucher or a transfer.
     */
    async approve(operatorId: string, id: string, body: GoodwillApproval): Promise<GoodwillCase> {
      // A refused self-approval is a security event: recorded on its own, as a refused self-release
      // of a payout batch is, since the refusal rolls nothing of its own back.
      const own = await repository.byId(db, id);
      if (own?.status === 'Freigabe' && own.decidedBy === operatorId) {
        await deps.audit.record(db, {
          actor: { kind: 'operator', id: operatorId },
          action: 'goodwill.approve_refused',
          tenantId: own.tenantId,
          subject: `goodwill_case:${own.id}`,
          reason: 'four eyes: granted by the same operator',
        });
        throw new AppError('goodwill.four_eyes');
      }
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await repository.lock(tx, id);
        if (!found) throw new AppError('goodwill.not_found');
        if (found.status !== 'Freigabe' || !found.cents || !found.referrerId)
          throw new AppError('goodwill.not_awaiting_approval');
        if (found.decidedBy === operatorId) throw new AppError('goodwill.four_eyes');
        const tenant = await deps.tenants.byId(found.tenantId);
        if (!tenant) throw new AppError('goodwill.not_found');
        const approved = body.Entscheidung === 'Freigegeben';
        const now = clock.now();
        const creditId = approved ? await credit(tx, found, found.cents, now) : null;
        const decided = {
          status: approved ? 'Gewaehrt' : 'Abgelehnt',
          creditId,
          approvalBy: operatorId,
          approvalAt: now,
          approvalReason: body.Begruendung,
          thanksTokenHash: await mailOutcome(
            tx,
            found,
            tenant,
            approved
              ? { granted: true, cents: found.cents, reason: found.reason ?? '' }
              : { granted: false, cents: null, reason: body.Begruendung },
            now,
          ),
        } as const;
        await repository.decide(tx, id, decided);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: approved ? 'goodwill.approve' : 'goodwill.approval_refuse',
          tenantId: tenant.id,
          subject: `account:${found.referrerId}`,
          reason: body.Begruendung,
          details: { caseId: found.id, cents: found.cents, grantedBy: found.decidedBy, creditId },
        });
        return { ...found, ...decided };
      });
      return (await toCases([row], operatorId))[0]!;
    },

    /** `GET /kulanz/{token}`: the decision for the thank-you page (/kulanzdanke). */
    async outcome(tenant: Tenant, token: string): Promise<GoodwillOutcome> {
      const found = await repository.byToken(db, tenant.id, tokenHash(token));
      // The final decision: finance's, where a grant waited for it.
      const decidedAt = found?.approvalAt ?? found?.decidedAt;
      if (!found || !decidedAt || clock.now().getTime() - decidedAt.getTime() > THANKS_LINK_MS)
        throw new AppError('goodwill.link_invalid');
      const refusedByFinance = found.status === 'Abgelehnt' && found.approvalReason !== null;
      return {
        Status: found.status,
        BetragCent: refusedByFinance ? null : found.cents,
        Begruendung: refusedByFinance ? found.approvalReason : found.reason,
        Entschieden: decidedAt.toISOString(),
      };
    },

    /** For a data-subject request: the person's cases, and erasing them (the owner's writes). */
    ofPerson: (tx: Db, where: Parameters<GoodwillRepository['ofPerson']>[1]) =>
      repository.ofPerson(tx, where),
    erase: (tx: Db, ids: string[]) => repository.erase(tx, ids, clock.now()),
  };
}

export type GoodwillService = ReturnType<typeof createGoodwillService>;
