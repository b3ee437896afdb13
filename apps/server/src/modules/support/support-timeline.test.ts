import { describe, expect, it } from 'vitest';
import { buildTimeline, ruleOf, type TimelineFacts } from './support-timeline.ts';

const at = (iso: string) => new Date(iso);
const base: TimelineFacts = {
  referral: {
    createdAt: at('2026-11-01T10:00:00Z'),
    expiresAt: at('2026-12-31T10:00:00Z'),
    optinConfirmedAt: at('2026-11-01T10:05:00Z'),
    channel: 'Email',
    status: 'Ok',
    rejectionReason: null,
    statusCorrectedAt: null,
  },
  recipients: [],
  events: [],
  decisions: [],
  mails: [],
  actions: [],
  now: at('2026-11-20T10:00:00Z'),
};
const kinds = (facts: TimelineFacts) => buildTimeline(facts).map((e) => `${e.Art}:${e.Was}`);

describe('buildTimeline', () => {
  it('orders every kind by time, ties by the kinds’ order', () => {
    expect(
      kinds({
        ...base,
        recipients: [
          {
            empfaengernummer: 'E1',
            channel: 'Whatsapp',
            createdAt: at('2026-11-02T09:00:00Z'),
            dataConfirmedAt: at('2026-11-02T09:10:00Z'),
          },
        ],
        events: [
          { eventId: 'p1', type: 'order.placed', occurredAt: at('2026-11-03T08:00:00Z'), payload: {} },
        ],
        decisions: [
          {
            at: at('2026-11-03T08:00:00Z'),
            fromStatus: 'Ok',
            toStatus: 'Offen',
            rule: 'programme_rules',
            reason: 'waiting',
          },
        ],
        mails: [
          // Written in the same instant as the opt-in: after it, by the kinds' order.
          {
            kind: 'referral.optin',
            subject: 'Bitte bestätigen',
            status: 'sent',
            createdAt: at('2026-11-01T10:00:00Z'),
            sentAt: null,
          },
        ],
        actions: [
          {
            at: at('2026-11-04T12:00:00Z'),
            action: 'referral.status_corrected',
            actor: 'Sam Support',
            reason: 'Kunde rief an',
            details: { from: 'Offen', to: 'Storniert' },
          },
        ],
      }),
    ).toEqual([
      'created:created',
      'mail:referral.optin',
      'optin:optin',
      'recipient:recipient',
      'recipient_confirmed:recipient_confirmed',
      'partner_event:order.placed',
      'decision:Offen',
      'operator:referral.status_corrected',
    ]);
  });

  it('marks an event the table refused, with the reason', () => {
    const entries = buildTimeline({
      ...base,
      events: [{ eventId: 'p0', type: 'order.placed', occurredAt: at('2026-10-01T08:00:00Z'), payload: {} }],
    });
    expect(entries.find((e) => e.Art === 'partner_event')).toMatchObject({
      Zustand: 'refused',
      Regel: 'lifecycle_table',
      Grund: 'the event is dated before the referral was made',
    });
  });

  it('shows the decision the row holds when none was recorded (before issue 14), not after a correction', () => {
    const expired = { ...base.referral, status: 'Abgelaufen' as const, rejectionReason: 'link_expired' };
    expect(buildTimeline({ ...base, referral: expired }).find((e) => e.Art === 'decision')).toMatchObject({
      Zeit: expired.expiresAt.toISOString(),
      Nach: 'Abgelaufen',
      Regel: 'link_expiry',
      Grund: 'link_expired',
    });
    const corrected = { ...expired, statusCorrectedAt: at('2026-11-05T10:00:00Z') };
    expect(buildTimeline({ ...base, referral: corrected }).some((e) => e.Art === 'decision')).toBe(false);
    expect(buildTimeline(base).some((e) => e.Art === 'decision')).toBe(false);
  });

  it.each([
    ['link_expired', 'link_expiry'],
    ['order_ended', 'lifecycle_table'],
    ['self_referral', 'programme_rules'],
    ['renewal', 'programme_rules'],
    ['fraud_review', 'fraud_review'],
  ])('the rule of %s is %s', (reason, rule) => {
    expect(ruleOf(reason)).toBe(rule);
  });
});
