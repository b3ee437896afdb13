import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referrerNames } from '../accounts/accounts.api.ts';
import { paidPerPerson } from '../lifecycle/lifecycle.api.ts';
import { recipientNames } from '../recipients/recipients.api.ts';

/** One person's paid year: a referrer (by referrer number) or a recipient (by recipient number). */
export interface PaidPerPerson {
  rolle: 'Empfehler' | 'Empfaenger';
  /** The referrer number (`empfehlerHash`) or the recipient number (`empfaengernummer`). */
  nummer: string;
  vorname: string;
  nachname: string;
  email: string;
  payouts: number;
  cents: number;
}

type Range = { from: Date; to: Date };

/** What each person of one side was paid in the range, with their number and names. */
const paidPer = async (tx: Db, tenantId: string, range: Range, rolle: PaidPerPerson['rolle']) =>
  rowsOf<PaidPerPerson>(
    await tx.execute(sql`
      select ${rolle}::text as rolle, n.nummer, n.vorname, n.nachname, n.email, c.payouts, c.cents
      from ${paidPerPerson(tenantId, rolle, range)} c
      join ${rolle === 'Empfehler' ? referrerNames : recipientNames} n on n.id = c.person_id`),
  );

/**
 * What a tenant paid each person in [from, to): rewards that are Ausgezahlt with their payment in
 * the range — the referrer's own rewards per referrer, and the recipient's share per recipient
 * (their income too, issue 15). Reads only, through the owners' queries (the lifecycle's paid
 * credits, the accounts' and recipients' names). A payout whose person was deleted or erased
 * since has no one to name and is left out.
 */
export function createTaxExportRepository() {
  return {
    paidPerReferrer: (tx: Db, tenantId: string, range: Range): Promise<PaidPerPerson[]> =>
      paidPer(tx, tenantId, range, 'Empfehler'),

    /** The recipients' paid shares, per recipient (their details as they gave them, never erased ones). */
    paidPerRecipient: (tx: Db, tenantId: string, range: Range): Promise<PaidPerPerson[]> =>
      paidPer(tx, tenantId, range, 'Empfaenger'),
  };
}

export type TaxExportRepository = ReturnType<typeof createTaxExportRepository>;
