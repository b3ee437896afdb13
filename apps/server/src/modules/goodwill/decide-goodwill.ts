import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import {
  GOODWILL_OPERATOR_WINDOW_MS,
  goodwillAllowanceLeft,
  goodwillGrantStep,
  goodwillLimits,
} from '@kwk/shared/operator/goodwill.rules';
import type { GoodwillCase, GoodwillDecision } from '@kwk/shared/operator/goodwill.schemas';
import { berlinYear, berlinYearBounds } from '@kwk/shared/tax/tax-year';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { toCases } from './goodwill-cases.ts';
import { creditGoodwill, type GoodwillDeps } from './goodwill-deps.ts';
import { mailOutcome } from './goodwill-outcome.ts';

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

/**
 * What a grant of `cents` to the account does: credit it, wait for finance, or (thrown) pass the
 * account's yearly cap. Locks the account, then the operator, in every decision: no two wait for
 * each other.
 */
async function grantStep(
  deps: GoodwillDeps,
  tx: Db,
  grant: { referrerId: string; cents: number; operatorId: string; tenant: Tenant; now: Date },
  lang: Language,
) {
  const { repository } = deps;
  const { referrerId, cents, operatorId, tenant, now } = grant;
  await repository.lockAccount(tx, referrerId);
  const year = berlinYear(now);
  const used = (await repository.grantedIn(tx, [referrerId], berlinYearBounds(year))).get(referrerId) ?? 0;
  // The operator's lock after the account's, in every decision: no two wait for each other.
  await repository.lockOperator(tx, operatorId);
  const byOperator = await repository.grantedAtOnceBy(
    tx,
    operatorId,
    new Date(now.getTime() - GOODWILL_OPERATOR_WINDOW_MS),
  );
  const limits = goodwillLimits(tenant.mandant.Rules);
  const step = goodwillGrantStep(cents, used, limits, byOperator);
  if (step === 'overCap')
    throw overCap(goodwillAllowanceLeft(used, limits), limits.yearlyCapCent, year, lang);
  return step;
}

/**
 * Support's decision. A grant is refused when it would pass the account's yearly cap; above the
 * tenant's threshold, or past what the operator may grant at once within 30 days, it waits for a
 * finance approval (no reward, no mail yet); otherwise the
 * reward is credited and the sender mailed at once. Audited in the same transaction.
 */
export async function decideGoodwill(
  deps: GoodwillDeps,
  operatorId: string,
  id: string,
  body: GoodwillDecision,
  lang: Language,
): Promise<GoodwillCase> {
  const { db, repository } = deps;
  const row = await db.transaction(async (tx) => {
    const found = await repository.lock(tx, id);
    if (!found) throw new AppError('goodwill.not_found');
    if (found.status !== 'Offen') throw new AppError('goodwill.already_decided');
    const tenant = await deps.tenants.byId(found.tenantId, tx);
    if (!tenant) throw new AppError('goodwill.not_found');
    const granted = body.Entscheidung === 'Gewaehrt';
    if (granted && !found.referrerId) throw new AppError('goodwill.no_referrer');
    const now = deps.clock.now();
    const cents = granted ? (body.BetragCent ?? 0) : null;
    const step =
      granted && found.referrerId && cents
        ? await grantStep(deps, tx, { referrerId: found.referrerId, cents, operatorId, tenant, now }, lang)
        : null;
    const waits = step === 'needsApproval';
    const creditId = step === 'credit' && cents ? await creditGoodwill(deps, tx, found, cents, now) : null;
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
        : await mailOutcome(deps, tx, found, tenant, { granted, cents, reason: body.Begruendung }, now),
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
  return (await toCases(deps, [row], operatorId))[0]!;
}
