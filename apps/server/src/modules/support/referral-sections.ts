import type { FraudSignalKind } from '@kwk/shared/operator/fraud.schemas';
import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import type { Db } from '../../db/client.ts';
import type { fraudReviewOfReferral } from '../fraud/fraud.api.ts';
import { goodwillCasesOfParties } from '../goodwill/goodwill.api.ts';
import type { PersonalView } from './referral-parties.ts';
import type { SupportContext } from './support-context.ts';

type FraudReview = NonNullable<Awaited<ReturnType<typeof fraudReviewOfReferral>>>;

/** The fraud review of a referral: its signals (kinds and times) and outcome, with who decided. */
export async function fraudSection(
  ctx: SupportContext,
  review: FraudReview | undefined,
): Promise<SupportReferral['Betrug']> {
  if (!review) return null;
  const by = review.decidedBy ? await ctx.operators.byId(ctx.db, review.decidedBy) : undefined;
  return {
    Zustand: review.state,
    GehaltenSeit: review.heldAt.toISOString(),
    Signale: review.signals.map((s) => ({ Art: s.kind as FraudSignalKind, Zeit: s.at.toISOString() })),
    Entschieden: review.decidedAt?.toISOString() ?? null,
    Von: by?.name ?? review.decidedBy,
    Begruendung: review.reason,
  };
}

/**
 * The goodwill cases of the referral's referrer account and of its recipient's address in its
 * tenant; the sender's subject only where personal data is shown.
 */
export async function goodwillSection(
  db: Db,
  view: PersonalView,
  parties: { tenantId: string; referrerId: string | null; recipientEmails: string[] },
): Promise<SupportReferral['Kulanz']> {
  const cases = await goodwillCasesOfParties(db, parties);
  return cases.map((c) => ({
    Id: c.id,
    Status: c.status,
    Wer: c.fromReferrer ? 'Empfehler' : 'Empfaenger',
    Eingegangen: c.createdAt.toISOString(),
    Betreff: view.shown ? c.subject : null,
    BetragCent: c.cents,
    Entschieden: c.decidedAt?.toISOString() ?? null,
  }));
}

/** The mails about the referral: kind, subject, when written and sent, and their state; no body. */
export const mailSection = (
  mails: {
    id: string;
    kind: string;
    subject: string;
    status: 'pending' | 'sent' | 'failed';
    createdAt: Date;
    sentAt: Date | null;
  }[],
): SupportReferral['Mails'] =>
  mails.map((m) => ({
    Id: m.id,
    Art: m.kind,
    Betreff: m.subject,
    Erstellt: m.createdAt.toISOString(),
    Versendet: m.sentAt?.toISOString() ?? null,
    Zustand: m.status,
  }));
