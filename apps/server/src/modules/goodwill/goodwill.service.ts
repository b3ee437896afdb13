import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  GoodwillApproval,
  GoodwillCase,
  GoodwillDecision,
  GoodwillOpening,
  GoodwillState,
} from '@kwk/shared/operator/goodwill.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { approveGoodwill } from './approve-goodwill.ts';
import { decideGoodwill } from './decide-goodwill.ts';
import type { GoodwillRepository } from './goodwill.repository.ts';
import { toCases } from './goodwill-cases.ts';
import type { GoodwillDeps } from './goodwill-deps.ts';
import { goodwillOutcome } from './goodwill-outcome.ts';

/**
 * Goodwill cases (Kulanz, issue 14): the contact form opens one for a complaint about a reward;
 * support grants (a reward credited to the referrer, ready for pickup) or refuses, with a reason;
 * the sender gets a mail with a link to /kulanzdanke, all in one transaction with the audit row.
 * Each decision is one use case in its own file.
 */
export function createGoodwillService(deps: GoodwillDeps) {
  const { db, clock, repository } = deps;
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
    list: async (operatorId: string, status?: GoodwillState) =>
      toCases(deps, await repository.list(db, status), operatorId),

    /**
     * Support opens a case for a referrer account (a complaint by phone, from the referral's view):
     * the account's address and language, the operator's subject and note; audited. It is decided
     * as every case is (yearly cap, finance above the threshold): opening grants nothing.
     */
    async openFor(operatorId: string, body: GoodwillOpening): Promise<GoodwillCase> {
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referrer = await deps.referrers.anyTenant(tx, body.Empfehler);
        if (!referrer) throw new AppError('support.account_not_found');
        const opened = await repository.insert(tx, {
          tenantId: referrer.tenantId,
          referrerId: referrer.id,
          email: referrer.email,
          language: referrer.language,
          subject: body.Betreff,
          message: body.Nachricht,
          createdAt: clock.now(),
        });
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'goodwill.open',
          tenantId: referrer.tenantId,
          subject: `account:${referrer.id}`,
          details: { caseId: opened.id },
        });
        return opened;
      });
      return (await toCases(deps, [row], operatorId))[0]!;
    },

    /** One case, for the decision started from support's view of a referral (issue 29, item 4). */
    async one(operatorId: string, id: string): Promise<GoodwillCase> {
      const row = await repository.byId(db, id);
      if (!row) throw new AppError('goodwill.not_found');
      return (await toCases(deps, [row], operatorId))[0]!;
    },

    /** Support's decision: refused past the yearly cap, waiting for finance above the threshold, else credited. */
    decide: (operatorId: string, id: string, body: GoodwillDecision, lang: Language = 'de') =>
      decideGoodwill(deps, operatorId, id, body, lang),

    /** Finance's decision on a grant above the threshold, by another person than who granted it. */
    approve: (operatorId: string, id: string, body: GoodwillApproval) =>
      approveGoodwill(deps, operatorId, id, body),

    /** `GET /kulanz/{token}`: the decision for the thank-you page (/kulanzdanke). */
    outcome: (tenant: Tenant, token: string) => goodwillOutcome(deps, tenant, token),

    /** For a data-subject request: the person's cases, and erasing them (the owner's writes). */
    ofPerson: (tx: Db, where: Parameters<GoodwillRepository['ofPerson']>[1]) =>
      repository.ofPerson(tx, where),
    erase: (tx: Db, ids: string[]) => repository.erase(tx, ids, clock.now()),
  };
}

export type GoodwillService = ReturnType<typeof createGoodwillService>;
