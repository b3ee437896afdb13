import {
  isReferralNumber,
  SUPPORT_PAGE_SIZE,
  type SupportReferral,
  type SupportSearchResult,
} from '@kwk/shared/operator/support.schemas';
import type { SupportHit } from '../referrals/referrals.api.ts';
import { iso, referrerRef, type SupportContext } from './support-context.ts';

/** Referrals across all tenants by number or by an e-mail address, one page with what they paid. */
export async function searchReferrals(
  ctx: SupportContext,
  term: string,
  page: number,
): Promise<SupportSearchResult> {
  const { db } = ctx;
  const offset = (page - 1) * SUPPORT_PAGE_SIZE;
  const hits = isReferralNumber(term)
    ? await ctx.referralSupport.byNumber(
        db,
        (await ctx.tenants.all()).map((t) => t.id),
        Number(term),
      )
    : await ctx.referralSupport.byEmail(db, term, { offset, limit: SUPPORT_PAGE_SIZE });
  // A number finds a handful (one per tenant at most): one page, whatever was asked.
  const shown = isReferralNumber(term) ? hits.slice(offset, offset + SUPPORT_PAGE_SIZE) : hits;
  const rewards = await ctx.rewards.ofReferrals(
    db,
    shown.map((h) => ({ id: h.id, empfehlungsnummer: h.empfehlungsnummer })),
  );
  return {
    Treffer: await Promise.all(shown.map((h) => hitOf(ctx, h, rewards))),
    Seite: page,
    ProSeite: SUPPORT_PAGE_SIZE,
    Gesamt: hits[0]?.total ?? 0,
  };
}

async function hitOf(ctx: SupportContext, h: SupportHit, rewards: Map<string, SupportReferral['Praemien']>) {
  return {
    Id: h.id,
    Mandant: await ctx.tenantRef(h.tenant_id),
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
    Auszahlung: ctx.rewards.payoutOf(rewards.get(h.id)),
  };
}
