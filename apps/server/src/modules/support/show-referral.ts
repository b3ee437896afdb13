import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { correctionTargets } from '@kwk/shared/operator/support-corrections';
import { AppError } from '../../plugins/app-error.ts';
import { accountSubject, iso, referralSubject, referrerRef, type SupportContext } from './support-context.ts';
import { buildTimeline } from './support-timeline.ts';

/** A referral with its referrer, its rewards and its timeline (events, decisions, mails, actions). */
export async function showReferral(ctx: SupportContext, id: string): Promise<SupportReferral> {
  const { db } = ctx;
  const referral = await ctx.referralSupport.byId(db, id);
  if (!referral) throw new AppError('support.referral_not_found');
  const referrer = referral.referrerId
    ? await ctx.referrers.byId(db, referral.tenantId, referral.referrerId)
    : undefined;
  const [recipients, events, decisions, mails, onReferral, onAccount, rewards] = await Promise.all([
    ctx.recipients.ofReferral(db, referral.id),
    ctx.events(db, referral.tenantId, referral.id),
    ctx.lifecycle.decisionsOf(db, referral.id),
    ctx.outbox.ofReferral(referral.id),
    ctx.audit.search(
      { tenantId: referral.tenantId, subject: referralSubject(referral.empfehlungsnummer) },
      { offset: 0, limit: 200 },
    ),
    referrer
      ? ctx.audit.search({ subject: accountSubject(referrer.id) }, { offset: 0, limit: 200 })
      : Promise.resolve({ rows: [], total: 0 }),
    ctx.rewards.ofReferrals(db, [referral]),
  ]);
  const praemien = rewards.get(referral.id) ?? [];
  const actions = await Promise.all(
    [...onReferral.rows, ...onAccount.rows].map(async (a) => ({
      at: a.at,
      action: a.action,
      actor: await actorName(ctx, a.actorKind, a.actorId),
      reason: a.reason,
      details: a.details,
    })),
  );
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
      now: ctx.clock.now(),
    }),
    Praemien: praemien,
    Auszahlung: ctx.rewards.payoutOf(praemien),
  };
}

/** The display name of an audit row's actor: an operator's name, else the kind. */
async function actorName(ctx: SupportContext, kind: string, id: string | null) {
  if (kind !== 'operator' || !id) return kind;
  return (await ctx.operators.byId(ctx.db, id))?.name ?? id;
}
