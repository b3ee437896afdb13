import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutTimingText, referrerTiming } from '@kwk/shared/lifecycle/payout-timing';
import { pickUpBy } from '@kwk/shared/lifecycle/reward-expiry';
import { STATUS_BAR_TEXTS, statusBarKey } from '@kwk/shared/lifecycle/status-bar';
import type { NextStep, ReferralItem, ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { berlinDate } from '../../clock.ts';
import type { ReferralOverviewRow, RewardAccountRow } from './personal-area.repository.ts';

/** A transfer chosen without an account to pay it to: the referrer still owes us bank data. */
const owesBankData = (row: Pick<ReferralOverviewRow, 'payout_kind' | 'has_payout_iban'>) =>
  row.payout_kind === 'Ueberweisung' && !row.has_payout_iban;

/** Whether the link can still be shared: confirmed, unused by an order, not expired. */
export const shareable = (row: ReferralOverviewRow, now: Date) =>
  row.confirmed && row.status === 'Ok' && new Date(row.expires_at) > now;

/**
 * One recommendation with its status bar (spec §4) and its timing text (§9), as the referrer sees
 * it. `expiryMonths`: the tenant's period for choosing a ready reward (issue 15).
 */
export function referralItem(
  row: ReferralOverviewRow,
  lang: Language,
  link: string | null,
  expiryMonths: number,
  /** The tenant's transfer period (payoutWeeks), named in the timing text. */
  payoutWeeks: number,
): ReferralItem {
  const key = statusBarKey({
    referral: row.status,
    reward: row.reward_status,
    recipientReacted: row.reacted,
    // The referrer always chooses how to take a reward that is ready (transfer or voucher).
    choiceRequired: true,
    bankDataMissing: owesBankData(row),
  });
  const lastDay =
    row.ready_day && (row.reward_status === 'Bereitgestellt' || row.reward_status === 'Abgelaufen')
      ? pickUpBy(row.ready_day, expiryMonths)
      : null;
  const timing = referrerTiming({
    referral: row.status,
    reward: row.reward_status,
    payoutKind: row.payout_kind,
    pickUpBy: lastDay,
  });
  return {
    Empfehlungsnummer: row.nr,
    Produkt: row.produkt,
    EmpfaengerEmail: row.recipient_email,
    AnteilEmpfehler: row.anteil_empfehler,
    ErstelltAm: new Date(row.created_at).toISOString(),
    GueltigBis: new Date(row.expires_at).toISOString(),
    Auftragsdatum: row.ordered_at ? berlinDate(new Date(row.ordered_at)) : null,
    Bestaetigt: row.confirmed,
    Status: row.status,
    PraemienStatus: row.reward_status,
    PraemieCent: row.reward_cents,
    Auszahlungsart: row.payout_kind,
    StatusSchluessel: key,
    StatusText: STATUS_BAR_TEXTS[lang][key],
    AbholenBis: lastDay,
    ZeitSchluessel: timing?.key ?? null,
    Zeitangabe: timing ? payoutTimingText(lang, timing, payoutWeeks) : null,
    Empfehlungslink: link,
  };
}

/** Collecting comes first; then bank data still owed for a chosen transfer. */
export function nextStep(rows: ReferralOverviewRow[], account: RewardAccountRow): NextStep | null {
  if (account.ready > 0) return 'praemie_abholen';
  if (rows.some((r) => r.reward_status === 'Abgeholt' && owesBankData(r))) return 'bankdaten_eingeben';
  return null;
}

export function rewardAccount(account: RewardAccountRow): ReferralList['Praemienkonto'] {
  return {
    VerfuegbarCent: account.ready,
    InBearbeitungCent: account.waiting,
    AuszahlungVeranlasstCent: account.chosen,
    AusgezahltCent: account.paid,
  };
}
