import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { TimelineEntry, TimelineKind } from '@kwk/shared/operator/support.schemas';
import { type FactEvent, foldReferral } from '../lifecycle/lifecycle.api.ts';

/** What a referral's timeline is made of, as the owning modules answer it. */
export interface TimelineFacts {
  referral: {
    createdAt: Date;
    expiresAt: Date;
    optinConfirmedAt: Date | null;
    channel: string | null;
    status: ReferralStatus;
    rejectionReason: string | null;
    statusCorrectedAt: Date | null;
  };
  recipients: {
    empfaengernummer: string;
    channel: string | null;
    createdAt: Date;
    dataConfirmedAt: Date | null;
  }[];
  events: FactEvent[];
  /** The engine's recorded decisions (lifecycle `referral_decisions`), oldest first. */
  decisions: { at: Date; fromStatus: string; toStatus: string; rule: string; reason: string | null }[];
  mails: { kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** The fraud signals seen on the referral (kind, time); none without. */
  fraudSignals?: { kind: string; at: Date }[];
  /** The agency's release of the order (the agency's name, not its user's). */
  agencyRelease?: { at: Date; agency: string } | null;
  /** Audit rows of the referral and of its referrer's account; `actor` already a display name. */
  actions: {
    at: Date;
    action: string;
    actor: string;
    reason: string | null;
    details: Record<string, unknown>;
  }[];
  now: Date;
}

/** Which rule a recorded rejection reason comes from (programme-rules.ts, referral-facts.ts). */
export function ruleOf(reason: string): string {
  if (reason === 'link_expired') return 'link_expiry';
  if (reason === 'order_ended') return 'lifecycle_table';
  if (reason === 'fraud_review') return 'fraud_review';
  return 'programme_rules';
}

const ORDER: Record<TimelineKind, number> = {
  created: 0,
  optin: 1,
  click: 2,
  recipient: 3,
  recipient_confirmed: 4,
  partner_event: 5,
  decision: 6,
  mail: 7,
  fraud_signal: 8,
  agency_release: 9,
  operator: 10,
};

const entry = (
  art: TimelineKind,
  zeit: Date,
  was: string,
  more: Partial<TimelineEntry> = {},
): TimelineEntry => ({
  Art: art,
  Zeit: zeit.toISOString(),
  Was: was,
  Von: null,
  Nach: null,
  Regel: null,
  Grund: null,
  Wer: null,
  Betreff: null,
  Zustand: null,
  ...more,
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A referral's timeline (issue 14): every fact the modules keep about it, in the order it
 * happened (ties: the order of the kinds above). Partner events carry the lifecycle table's
 * verdict: refused ones name the rule's reason, so support sees why an event changed nothing.
 * Where the engine's decision predates the recorded decisions (before issue 14), the current
 * decision is shown once, from the referral's own row.
 */
export function buildTimeline(facts: TimelineFacts): TimelineEntry[] {
  const { referral } = facts;
  const out: TimelineEntry[] = [entry('created', referral.createdAt, 'created', { Wer: referral.channel })];
  if (referral.optinConfirmedAt) out.push(entry('optin', referral.optinConfirmedAt, 'optin'));
  for (const r of facts.recipients) {
    out.push(entry('recipient', r.createdAt, 'recipient', { Wer: r.empfaengernummer, Zustand: r.channel }));
    if (r.dataConfirmedAt)
      out.push(
        entry('recipient_confirmed', r.dataConfirmedAt, 'recipient_confirmed', { Wer: r.empfaengernummer }),
      );
  }
  const fold = foldReferral(facts.events, referral, facts.now);
  for (const e of facts.events) {
    const refused = fold.refused.get(e.eventId);
    out.push(
      entry('partner_event', e.occurredAt, e.type, {
        Wer: e.eventId,
        Regel: refused ? 'lifecycle_table' : null,
        Grund: refused ?? null,
        Zustand: refused ? 'refused' : 'applied',
      }),
    );
  }
  for (const d of facts.decisions)
    out.push(
      entry('decision', d.at, d.toStatus, {
        Von: d.fromStatus,
        Nach: d.toStatus,
        Regel: d.rule,
        Grund: d.reason,
      }),
    );
  // Before decisions were recorded: the decision the row holds, at the time of its cause.
  if (facts.decisions.length === 0 && !referral.statusCorrectedAt && referral.status !== 'Ok') {
    const lastEvent = facts.events.reduce<Date | null>(
      (at, e) => (at && at > e.occurredAt ? at : e.occurredAt),
      null,
    );
    const at = referral.status === 'Abgelaufen' ? referral.expiresAt : (lastEvent ?? referral.expiresAt);
    out.push(
      entry('decision', at, referral.status, {
        Nach: referral.status,
        Regel: referral.rejectionReason ? ruleOf(referral.rejectionReason) : 'lifecycle_table',
        Grund: referral.rejectionReason,
      }),
    );
  }
  for (const m of facts.mails)
    out.push(entry('mail', m.createdAt, m.kind, { Betreff: m.subject, Zustand: m.status }));
  for (const f of facts.fraudSignals ?? [])
    out.push(entry('fraud_signal', f.at, f.kind, { Regel: 'fraud_review' }));
  if (facts.agencyRelease)
    out.push(
      entry('agency_release', facts.agencyRelease.at, 'agency_release', { Wer: facts.agencyRelease.agency }),
    );
  for (const a of facts.actions)
    out.push(
      entry('operator', a.at, a.action, {
        Wer: a.actor,
        Grund: a.reason,
        Von: text(a.details.from),
        Nach: text(a.details.to),
      }),
    );
  return out.sort((a, b) => a.Zeit.localeCompare(b.Zeit) || ORDER[a.Art] - ORDER[b.Art]);
}
