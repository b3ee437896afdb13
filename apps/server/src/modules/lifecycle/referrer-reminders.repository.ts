import { type AnyColumn, and, eq, gt, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from '../accounts/accounts.api.ts';
import { productDisplayName } from '../catalogue/catalogue.api.ts';
import { referralRecipientConfirmed } from '../recipients/recipients.api.ts';
import { referrals } from '../referrals/referrals.api.ts';
import { referrerReminders } from './referrer-reminders.table.ts';
import { rewardCredits } from './reward-credits.table.ts';

type ReminderKind = (typeof referrerReminders.$inferInsert)['kind'];

/** Whom a reminder goes to: always the referrer, never the friend (who gave no consent to it). */
interface ReferrerContact {
  id: string;
  tenantId: string;
  referrerId: string;
  email: string;
  vorname: string;
  language: string;
}

export interface UnconfirmedRow extends ReferrerContact {
  produkt: string;
  expiresAt: Date;
}

export interface WaitingRewardRow extends ReferrerContact {
  cents: number;
}

/** A reminder's window: what became due `from` (inclusive) to `to` ago; older is not caught up. */
export interface DueWindow {
  tenantIds: string[];
  /** The latest moment a subject may have started waiting: now less the reminder's days. */
  since: Date;
  /** The earliest: a week before `since`, so switching a reminder on mails no backlog. */
  notBefore: Date;
}

/**
 * Due for a reminder of `kind`: the subject's tenant switched it on, it began waiting between
 * `notBefore` and `since`, the other `conditions` hold, and it was not reminded of yet.
 */
const due = (
  kind: ReminderKind,
  window: DueWindow,
  subject: { id: AnyColumn; tenantId: AnyColumn; began: AnyColumn },
  ...conditions: SQL[]
) =>
  and(
    inArray(subject.tenantId, window.tenantIds),
    lte(subject.began, window.since),
    gt(subject.began, window.notBefore),
    ...conditions,
    sql`not exists (select 1 from ${referrerReminders} m where m.kind = ${kind} and m.subject_id = ${subject.id})`,
  );

/** The subjects: a referral waits from its opt-in (when it went to the friend), a credit from being ready. */
const REFERRAL = { id: referrals.id, tenantId: referrals.tenantId, began: referrals.optinConfirmedAt };
const CREDIT = { id: rewardCredits.id, tenantId: rewardCredits.tenantId, began: rewardCredits.readyAt };
const WAITING_FOR_CHOICE = sql`${rewardCredits.status} = 'Bereitgestellt' and ${rewardCredits.beneficiary} = 'Empfehler'`;

const contact = {
  tenantId: referrers.tenantId,
  email: referrers.email,
  vorname: referrers.vorname,
  language: referrers.language,
};

/**
 * The referrer reminders' reads and their marks (issue 30, item 4). Each `…Due` answers only the
 * subjects it marked just now: the mark's key (kind, subject) makes a second run, or a second
 * worker inside the same day, find nothing, and the caller mails in the same transaction.
 */
export function createReferrerRemindersRepository() {
  async function mark<T extends { id: string; tenantId: string }>(
    tx: Db,
    kind: ReminderKind,
    rows: T[],
    now: Date,
  ): Promise<T[]> {
    if (rows.length === 0) return [];
    const marked = await tx
      .insert(referrerReminders)
      .values(rows.map((r) => ({ kind, subjectId: r.id, tenantId: r.tenantId, sentAt: now })))
      .onConflictDoNothing()
      .returning({ id: referrerReminders.subjectId });
    const ids = new Set(marked.map((m) => m.id));
    return rows.filter((r) => ids.has(r.id));
  }

  return {
    /**
     * Live referrals whose recommendation went to the friend (the referrer's opt-in confirmed) in
     * the window, and whose friend has not confirmed their data: each once.
     */
    async unconfirmedDue(tx: Db, window: DueWindow, now: Date): Promise<UnconfirmedRow[]> {
      if (window.tenantIds.length === 0) return [];
      const rows = await tx
        .select({
          id: referrals.id,
          referrerId: referrers.id,
          ...contact,
          produkt: productDisplayName(referrals.tenantId, referrals.productId),
          expiresAt: referrals.expiresAt,
        })
        .from(referrals)
        .innerJoin(referrers, eq(referrers.id, referrals.referrerId))
        .where(
          due(
            'unconfirmed',
            window,
            REFERRAL,
            eq(referrals.status, 'Ok'),
            gt(referrals.expiresAt, now),
            not(referralRecipientConfirmed(referrals.id)),
          ),
        );
      return mark(tx, 'unconfirmed', rows, now);
    },

    /** The referrer's credited rewards (referral shares, bonuses, goodwill) still waiting for their choice. */
    async waitingRewardsDue(tx: Db, window: DueWindow, now: Date): Promise<WaitingRewardRow[]> {
      if (window.tenantIds.length === 0) return [];
      const rows = await tx
        .select({ id: rewardCredits.id, referrerId: referrers.id, ...contact, cents: rewardCredits.cents })
        .from(rewardCredits)
        .innerJoin(referrers, eq(referrers.id, rewardCredits.referrerId))
        .where(due('reward.choice', window, CREDIT, WAITING_FOR_CHOICE));
      return mark(tx, 'reward.choice', rows, now);
    },
  };
}

export type ReferrerRemindersRepository = ReturnType<typeof createReferrerRemindersRepository>;
