import type { OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { correctionTargets } from '@kwk/shared/operator/support-corrections';
import { AppError } from '../../plugins/app-error.ts';
import { fraudReviewOfReferral } from '../fraud/fraud.api.ts';
import { addressAs, type PersonalView, referralParties, referrerAs } from './referral-parties.ts';
import { fraudSection, goodwillSection, mailSection } from './referral-sections.ts';
import { accountSubject, iso, referralSubject, type SupportContext } from './support-context.ts';
import { buildTimeline } from './support-timeline.ts';

/**
 * One support view of a referral (issues 14 and 29, item 4): its parties, timeline (events, rule
 * decisions, mails, fraud signals, the agency's release, operator actions), rewards with their
 * payout state, the fraud review, goodwill cases and mails. Each part is read through its owner, in
 * the referral's tenant; names and addresses in full only for the right `support.personalData`.
 */
export async function showReferral(
  ctx: SupportContext,
  id: string,
  rights: readonly OperatorRight[],
): Promise<SupportReferral> {
  const { db } = ctx;
  const view: PersonalView = { shown: rights.includes('support.personalData') };
  const referral = await ctx.referralSupport.byId(db, id);
  if (!referral) throw new AppError('support.referral_not_found');
  const referrer = referral.referrerId
    ? await ctx.referrers.byId(db, referral.tenantId, referral.referrerId)
    : undefined;
  const [recipients, events, decisions, mails, actions, rewards, fraud] = await Promise.all([
    ctx.recipients.ofReferral(db, referral.id),
    ctx.events(db, referral.tenantId, referral.id),
    ctx.lifecycle.decisionsOf(db, referral.id),
    ctx.outbox.ofReferral(referral.id),
    operatorActions(ctx, referral, referrer?.id),
    ctx.rewards.ofReferrals(db, [referral]),
    fraudReviewOfReferral(db, referral.id),
  ]);
  const [parties, goodwill] = await Promise.all([
    referralParties(db, view, referral, recipients),
    goodwillSection(db, view, {
      tenantId: referral.tenantId,
      referrerId: referrer?.id ?? null,
      recipientEmails: [referral.recipientEmail, ...recipients.map((r) => r.email)].filter(
        (e): e is string => e !== null,
      ),
    }),
  ]);
  const praemien = rewards.get(referral.id) ?? [];
  return {
    Id: referral.id,
    Mandant: await ctx.tenantRef(referral.tenantId),
    Empfehlungsnummer: Number(referral.empfehlungsnummer),
    Status: referral.status,
    Ablehnungsgrund: referral.rejectionReason,
    KorrigiertAm: referral.statusCorrectedAt ? iso(referral.statusCorrectedAt) : null,
    ErstelltAm: iso(referral.createdAt),
    AblaufAm: iso(referral.expiresAt),
    Kanal: referral.channel,
    Empfehler: referrer ? referrerAs(view, referrer) : null,
    EmpfaengerEmail: addressAs(view, referral.recipientEmail),
    Korrekturziele: correctionTargets(referral.status),
    Zeitleiste: buildTimeline({
      referral,
      recipients,
      events,
      decisions,
      mails,
      fraudSignals: fraud?.signals,
      agencyRelease: parties.Agentur?.Freigabe
        ? { at: new Date(parties.Agentur.Freigabe.Am), agency: parties.Agentur.Name }
        : null,
      actions,
      now: ctx.clock.now(),
    }),
    Praemien: praemien,
    Auszahlung: ctx.rewards.payoutOf(praemien),
    PersonenDaten: view.shown,
    Parteien: parties,
    Betrug: await fraudSection(ctx, fraud),
    Kulanz: goodwill,
    Mails: mailSection(mails),
  };
}

/** The audit rows of the referral and of its referrer's account, with the operators' names. */
async function operatorActions(
  ctx: SupportContext,
  referral: { tenantId: string; empfehlungsnummer: number },
  referrerId: string | undefined,
) {
  const [onReferral, onAccount] = await Promise.all([
    ctx.audit.search(
      { tenantId: referral.tenantId, subject: referralSubject(referral.empfehlungsnummer) },
      { offset: 0, limit: 200 },
      ctx.auditNames,
    ),
    referrerId
      ? ctx.audit.search({ subject: accountSubject(referrerId) }, { offset: 0, limit: 200 }, ctx.auditNames)
      : Promise.resolve({ rows: [], total: 0 }),
  ]);
  // The operators' names come with the rows (one statement each), not one look-up per row.
  return [...onReferral.rows, ...onAccount.rows].map((a) => ({
    at: a.at,
    action: a.action,
    actor: a.actorKind === 'operator' && a.actorId ? (a.actorName ?? a.actorId) : a.actorKind,
    reason: a.reason,
    details: a.details,
  }));
}
