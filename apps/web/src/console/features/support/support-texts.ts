import type { FraudSignalKind } from '@kwk/shared/operator/fraud.schemas';
import type { TimelineEntry } from '@kwk/shared/operator/support.schemas';
import type { ConsoleLang } from '../../lib/console-lang.ts';
import { SIGNAL_LABELS } from '../fraud/fraud-format.ts';

/** The labels of codes the server sends (statuses, events, rules), per language; unknown codes show as sent. */
const LABELS: Record<ConsoleLang, Record<string, string>> = {
  de: {
    Ok: 'Ok (Link aktiv)',
    Offen: 'Offen (Auftrag läuft)',
    Abgelaufen: 'Abgelaufen',
    // The engine's Gezahlt means credited, not paid; what support is shown for a referral comes
    // from its rewards (shownReferralStatus, issue 27 item 11): the three below.
    Gezahlt: 'Prämie gutgeschrieben',
    Gutgeschrieben: 'Prämie gutgeschrieben, nicht ausgezahlt',
    TeilweiseGezahlt: 'Prämie gutgeschrieben, teilweise ausgezahlt',
    Ausgezahlt: 'Gezahlt (Prämie ausgezahlt)',
    Storniert: 'Storniert',
    created: 'Empfehlung angelegt',
    optin: 'Opt-in bestätigt',
    recipient: 'Empfänger kam über den Link',
    recipient_confirmed: 'Empfänger bestätigte seine Daten',
    partner_event: 'Partner-Ereignis',
    decision: 'Entscheidung',
    mail: 'E-Mail',
    operator: 'Aktion im Betrieb',
    fraud_signal: 'Betrugssignal',
    agency_release: 'Auftrag von der Agentur freigegeben',
    'goodwill.open': 'Kulanzfall angelegt',
    lifecycle_table: 'Statustabelle',
    link_expiry: 'Ablauf des Links',
    programme_rules: 'Programmregeln',
    fraud_review: 'Betrugsprüfung',
    'fraud review': 'wartet auf die Betrugsprüfung',
    'fraud.release': 'Betrugsprüfung: freigegeben',
    'fraud.reject': 'Betrugsprüfung: abgelehnt',
    applied: 'angewendet',
    refused: 'abgelehnt',
    pending: 'wartet auf Versand',
    sent: 'versendet',
    failed: 'fehlgeschlagen',
    'referral.status_corrected': 'Status korrigiert',
    'account.block': 'Konto gesperrt',
    'account.unblock': 'Konto entsperrt',
    blocked: 'gesperrt',
    excluded: 'ausgeschlossen (Ausschlussliste)',
    inaccessible: 'nicht zugänglich',
  },
  en: {
    Ok: 'Ok (link active)',
    Offen: 'Open (order in progress)',
    Abgelaufen: 'Expired',
    Gezahlt: 'Reward credited',
    Gutgeschrieben: 'Reward credited, not paid',
    TeilweiseGezahlt: 'Reward credited, partly paid',
    Ausgezahlt: 'Paid (reward paid out)',
    Storniert: 'Cancelled',
    created: 'Referral created',
    optin: 'Opt-in confirmed',
    recipient: 'Recipient followed the link',
    recipient_confirmed: 'Recipient confirmed their data',
    partner_event: 'Partner event',
    decision: 'Decision',
    mail: 'E-mail',
    operator: 'Operator action',
    fraud_signal: 'Fraud signal',
    agency_release: 'Order released by the agency',
    'goodwill.open': 'Goodwill case opened',
    lifecycle_table: 'status table',
    link_expiry: 'link expiry',
    programme_rules: 'programme rules',
    fraud_review: 'fraud review',
    'fraud review': 'waits for the fraud review',
    'fraud.release': 'Fraud review: released',
    'fraud.reject': 'Fraud review: rejected',
    applied: 'applied',
    refused: 'refused',
    pending: 'waiting to be sent',
    sent: 'sent',
    failed: 'failed',
    'referral.status_corrected': 'Status corrected',
    'account.block': 'Account blocked',
    'account.unblock': 'Account unblocked',
    blocked: 'blocked',
    excluded: 'excluded (exclusion list)',
    inaccessible: 'inaccessible',
  },
};

export const label = (lang: ConsoleLang, code: string) => LABELS[lang][code] ?? code;

/** What one timeline entry says, in a sentence or two. */
export function entryText(lang: ConsoleLang, e: TimelineEntry): string {
  const l = (code: string) => label(lang, code);
  const de = lang === 'de';
  const parts: string[] = [];
  switch (e.Art) {
    case 'created':
      parts.push(e.Wer ? `${de ? 'Kanal' : 'Channel'}: ${e.Wer}` : '');
      break;
    case 'recipient':
    case 'recipient_confirmed':
      parts.push(`${de ? 'Empfängernummer' : 'Recipient number'} ${e.Wer ?? ''}`);
      break;
    case 'partner_event':
      parts.push(`${e.Was} (${l(e.Zustand ?? '')})`);
      if (e.Grund)
        parts.push(`${de ? 'Regel' : 'Rule'}: ${l(e.Regel ?? '')}, ${de ? 'Grund' : 'reason'}: ${e.Grund}`);
      break;
    case 'decision':
      parts.push(`${e.Von ? `${l(e.Von)} → ` : ''}${l(e.Nach ?? e.Was)}`);
      parts.push(
        `${de ? 'Regel' : 'Rule'}: ${l(e.Regel ?? '')}${e.Grund ? `, ${de ? 'Grund' : 'reason'}: ${e.Grund}` : ''}`,
      );
      break;
    case 'mail':
      parts.push(`${e.Was}: „${e.Betreff ?? ''}“ (${l(e.Zustand ?? '')})`);
      break;
    case 'fraud_signal':
      parts.push(
        `${SIGNAL_LABELS[lang][e.Was as FraudSignalKind] ?? e.Was}; ${de ? 'Regel' : 'rule'}: ${l('fraud_review')}`,
      );
      break;
    case 'agency_release':
      parts.push(`${de ? 'Agentur' : 'Agency'}: ${e.Wer ?? ''}`);
      break;
    case 'operator':
      parts.push(`${l(e.Was)} ${de ? 'von' : 'by'} ${e.Wer ?? ''}`);
      if (e.Von && e.Nach) parts.push(`${l(e.Von)} → ${l(e.Nach)}`);
      if (e.Grund) parts.push(`${de ? 'Begründung' : 'Reason'}: ${e.Grund}`);
      break;
    default:
      break;
  }
  return parts.filter(Boolean).join('. ');
}
