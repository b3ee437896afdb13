import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { SupportReward } from '@kwk/shared/operator/support.schemas';
import type { PayoutBatchState, PayoutState } from '@kwk/shared/operator/support-rewards';
import type { ReactNode } from 'react';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';

const TEXTS = {
  de: {
    who: 'Für',
    Empfehler: 'Empfehler',
    Empfaenger: 'Empfänger',
    kind: 'Art',
    referral: 'Empfehlung {nr}',
    bonus: 'Bonus',
    goodwill: 'Kulanz',
    amount: 'Betrag',
    choice: 'Wahl',
    Ueberweisung: 'Überweisung',
    Gutschein: 'Gutschein',
    bankData: 'Bankdaten',
    yes: 'vorhanden',
    no: 'keine',
    payout: 'Auszahlung',
    batch: 'Auszahlungslauf',
    paidAt: 'Ausgezahlt am',
    voucherIssued: 'ausgezahlt (Gutschein versandt)',
    returned: 'Rückbuchung',
    none: '–',
    empty: 'Keine Prämie gutgeschrieben.',
  },
  en: {
    who: 'For',
    Empfehler: 'Referrer',
    Empfaenger: 'Recipient',
    kind: 'Kind',
    referral: 'Referral {nr}',
    bonus: 'Bonus',
    goodwill: 'Goodwill',
    amount: 'Amount',
    choice: 'Choice',
    Ueberweisung: 'Transfer',
    Gutschein: 'Voucher',
    bankData: 'Bank data',
    yes: 'on file',
    no: 'none',
    payout: 'Payout',
    batch: 'Payout batch',
    paidAt: 'Paid on',
    voucherIssued: 'paid (voucher sent)',
    returned: 'Returned transfer',
    none: '–',
    empty: 'No reward credited.',
  },
};

/** Where a reward's payout stands (shared support-rewards.ts), in words. */
const PAYOUT: Record<'de' | 'en', Record<PayoutState, string>> = {
  de: {
    waiting: 'wartet auf Fristen',
    choice: 'bereit, Empfehler hat nicht gewählt',
    bank_data: 'bereit, Bankdaten fehlen',
    pickup: 'bereit, Abhollink gemailt (Empfänger wählt dort)',
    batch: 'wartet auf den nächsten Auszahlungslauf',
    prepared: 'im Auszahlungslauf (vorbereitet)',
    released: 'im Auszahlungslauf (freigegeben, Ausführung offen)',
    voucher: 'Gutschein gewählt, noch nicht versandt',
    paid: 'ausgezahlt',
    expired: 'verfallen',
    cancelled: 'storniert',
  },
  en: {
    waiting: 'waiting for its periods',
    choice: 'ready, the referrer has not chosen',
    bank_data: 'ready, bank data missing',
    pickup: 'ready, pickup link mailed (the recipient chooses there)',
    batch: 'waiting for the next payout batch',
    prepared: 'in a payout batch (prepared)',
    released: 'in a payout batch (released, not yet executed)',
    voucher: 'voucher chosen, not yet sent',
    paid: 'paid',
    expired: 'expired',
    cancelled: 'cancelled',
  },
};

const BATCH: Record<'de' | 'en', Record<PayoutBatchState, string>> = {
  de: {
    Vorbereitet: 'vorbereitet',
    Freigegeben: 'freigegeben',
    Ausgefuehrt: 'ausgeführt',
    Verworfen: 'verworfen',
  },
  en: { Vorbereitet: 'prepared', Freigegeben: 'released', Ausgefuehrt: 'executed', Verworfen: 'discarded' },
};

/**
 * A referral's or a person's rewards for support (issue 27, item 11): whom each pays, how much,
 * the choice, whether an account is on file (never the IBAN), where its payout stands, the batch and
 * a transfer the bank returned.
 * `withKind` adds the column naming the referral, bonus or goodwill (a person's rewards).
 */
export function RewardTable({
  caption,
  rewards,
  withKind = false,
}: {
  caption: ReactNode;
  rewards: readonly SupportReward[];
  withKind?: boolean;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <DataTable
      caption={caption}
      rows={rewards}
      rowKey={(r) => r.Id}
      empty={t.empty}
      columns={[
        { header: t.who, cell: (r) => t[r.Wer], rowHeader: true },
        withKind && {
          header: t.kind,
          cell: (r) =>
            r.Art === 'referral' ? t.referral.replace('{nr}', String(r.Empfehlungsnummer ?? '')) : t[r.Art],
        },
        { header: t.amount, cell: (r) => formatEuro(r.BetragCent, lang) },
        { header: t.choice, cell: (r) => (r.Wahl ? t[r.Wahl] : t.none) },
        { header: t.bankData, cell: (r) => (r.Bankdaten ? t.yes : t.no) },
        {
          header: t.payout,
          cell: (r) =>
            r.Auszahlung === 'paid' && r.Wahl === 'Gutschein' ? t.voucherIssued : PAYOUT[lang][r.Auszahlung],
        },
        {
          header: t.batch,
          cell: (r) => (r.Lauf ? `${r.Lauf.Nachrichtenkennung} (${BATCH[lang][r.Lauf.Zustand]})` : t.none),
        },
        { header: t.paidAt, cell: (r) => (r.GezahltAm ? berlinDateTime(r.GezahltAm) : t.none) },
        {
          header: t.returned,
          cell: (r) =>
            r.Rueckbuchung
              ? `${berlinDateTime(r.Rueckbuchung.Am)}${r.Rueckbuchung.Grund ? `: ${r.Rueckbuchung.Grund}` : ''}`
              : t.none,
        },
      ]}
    />
  );
}
