import type { FraudSignalKind } from '@kwk/shared/operator/fraud.schemas';
import type { ConsoleLang } from '../../lib/console-lang.ts';

/** What each signal means, in the operator's language. */
export const SIGNAL_LABELS: Record<ConsoleLang, Record<FraudSignalKind, string>> = {
  de: {
    same_email: 'Gleiche E-Mail-Adresse (normalisiert)',
    disposable_email: 'Wegwerf-E-Mail-Adresse',
    shared_iban: 'IBAN mehrfach verwendet',
    same_device: 'Gleiches Gerät wie der Empfehler',
    same_address: 'Gleiche Postanschrift wie der Empfehler',
    same_ip: 'Gleiche IP-Adresse wie der Empfehler',
    velocity_referrer: 'Viele Empfehlungen des Empfehlers in 72 Stunden',
    velocity_network: 'Viele Empfehlungen aus einem Netz in 72 Stunden',
    existing_customer: 'Empfänger ist laut Partner schon Kunde',
    commercial_use: 'Gewerbliche Nutzung: zu viele erfolgreiche Empfehlungen im Jahr',
  },
  en: {
    same_email: 'Same e-mail address (normalised)',
    disposable_email: 'Disposable e-mail address',
    shared_iban: 'IBAN used more than once',
    same_device: 'Same device as the referrer',
    same_address: 'Same postal address as the referrer',
    same_ip: 'Same IP address as the referrer',
    velocity_referrer: 'Many referrals by the referrer within 72 hours',
    velocity_network: 'Many referrals from one network within 72 hours',
    existing_customer: 'The partner reports the recipient as an existing customer',
    commercial_use: 'Commercial use: too many successful referrals in the year',
  },
};

/** The evidence's keys, named for people; unknown keys show as sent. */
const EVIDENCE_LABELS: Record<ConsoleLang, Record<string, string>> = {
  de: {
    schluessel: 'Schlüssel (gehasht)',
    empfehler: 'Empfehler',
    empfaenger: 'Empfänger',
    geraet: 'Gerät (gehasht)',
    adresse: 'Postanschrift (gehasht)',
    ip: 'IP-Adresse (gehasht)',
    netz: 'Netz (gehasht)',
    anzahl72h: 'Anzahl in 72 Stunden',
    grenze: 'Grenze',
    jahr: 'Jahr',
    erfolgreich: 'Erfolgreiche Empfehlungen',
    iban: 'IBAN (gehasht)',
    weitereEmpfehler: 'Weitere Empfehler mit dieser IBAN',
    auchEmpfaenger: 'Auch die IBAN des Empfängers',
    partnerFlag: 'Meldung des Partners',
    beiAbholung: 'Bei der Prämienabholung eingegeben',
  },
  en: {
    schluessel: 'Key (hashed)',
    empfehler: 'Referrer',
    empfaenger: 'Recipient',
    geraet: 'Device (hashed)',
    adresse: 'Postal address (hashed)',
    ip: 'IP address (hashed)',
    netz: 'Network (hashed)',
    anzahl72h: 'Count within 72 hours',
    grenze: 'Limit',
    jahr: 'Year',
    erfolgreich: 'Successful referrals',
    iban: 'IBAN (hashed)',
    weitereEmpfehler: 'Other referrers with this IBAN',
    auchEmpfaenger: "Also the recipient's IBAN",
    partnerFlag: "Partner's report",
    beiAbholung: 'Typed at the reward pickup',
  },
};

export const evidenceLabel = (lang: ConsoleLang, key: string) => EVIDENCE_LABELS[lang][key] ?? key;

export function evidenceValue(lang: ConsoleLang, value: string | number | boolean | null): string {
  if (value === true) return lang === 'de' ? 'ja' : 'yes';
  if (value === false) return lang === 'de' ? 'nein' : 'no';
  return value === null ? '–' : String(value);
}

/** How long a referral has been held: hours up to two days, then days. */
export function heldFor(lang: ConsoleLang, sinceIso: string, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 3_600_000));
  if (hours < 48) return lang === 'de' ? `${hours} Std.` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return lang === 'de' ? `${days} Tage` : `${days} days`;
}
