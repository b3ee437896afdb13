import type { CatalogueSeed } from './catalogue/catalogue-seed.ts';
import { germanTexts } from './german-texts.ts';
import type { TenantSeed } from './tenant-seed.ts';

/**
 * The demo tenants' catalogue, campaign and category page texts in English (issue 17: English
 * mode shows them in English). One phrase book for all three tenants: the same German phrase
 * reads the same in English everywhere, and english-texts.test.ts finds any phrase it lacks.
 */
const PHRASES: Record<string, string> = {
  '10 GB Datenvolumen mit 5G': '10 GB of 5G data',
  '24 Monate Mindestlaufzeit': '24-month minimum term',
  '30 GB Datenvolumen mit 5G': '30 GB of 5G data',
  '40 GB Datenvolumen mit 5G': '40 GB of 5G data',
  'Abgelaufene Aktion.': 'Campaign ended.',
  'Aktionszeitraum laut Teilnahmebedingungen.': 'Campaign period as stated in the terms of participation.',
  'Aktive Kontonutzung': 'Active account use',
  'Alle Preise inklusive Mehrwertsteuer. Mindestlaufzeit 24 Monate, danach monatlich kündbar.':
    'All prices include VAT. Minimum term 24 months, then cancellable monthly.',
  'Allnet-Flat': 'Unlimited calls and texts',
  'Beendet.': 'Ended.',
  'Beratung Internet & Telefon': 'Internet & phone advice',
  'Bis Jahresende {campaignBonus} extra für jede erfolgreiche Empfehlung.':
    'Until the end of the year, {campaignBonus} extra for every successful recommendation.',
  'Bundesliga, Eishockey und Basketball live': 'Bundesliga football, ice hockey and basketball live',
  'Combi Cards': 'Combi Cards',
  'Company Pro': 'Company Pro',
  'Company Start': 'Company Start',
  Daten: 'Data',
  'Daten-Tarife': 'Data plans',
  'Die Prämie setzt in den ersten zwei Monaten mindestens drei Umsätze von je mindestens 25 € pro Monat voraus; Überweisungen an sich selbst zählen nicht.':
    'The reward requires at least three transactions of at least €25 each per month in the first two months; transfers to yourself do not count.',
  'Digital Home Service': 'Digital Home Service',
  'FYRST Base': 'FYRST Base',
  'FYRST Complete': 'FYRST Complete',
  Fernsehen: 'TV',
  'Fernsehen Hybrid': 'TV Hybrid',
  'Fernsehen Hybrid Satellit': 'TV Hybrid Satellite',
  'Fernsehen über Glasfaser': 'TV over fibre',
  'Fernsehen über Satellit': 'TV over satellite',
  'Festnetz und LTE gebündelt: bis zu 300 MBit/s': 'Landline and LTE combined: up to 300 Mbit/s',
  'Während der Glasfaser-Wochen gibt es für Glasfaser-Empfehlungen eine höhere Prämie.':
    'During the fibre weeks, fibre recommendations earn a higher reward.',
  'Für alle unter 28': 'For everyone under 28',
  Geräte: 'Devices',
  'Geschäftskonto Pro': 'Business account Pro',
  'Geschäftskonto Start': 'Business account Start',
  Geschäftskunden: 'Business customers',
  'Gilt für Kontoeröffnungen bis 31.12.2026. Es gelten die Teilnahmebedingungen.':
    'Applies to accounts opened by 31.12.2026. The terms of participation apply.',
  Glasfaser: 'Fibre',
  'Glasfaser 1000': 'Fibre 1000',
  'Glasfaser 300': 'Fibre 300',
  'Glasfaser-Wochen': 'Fibre weeks',
  Herbstaktion: 'Autumn campaign',
  'Homepage & Shop': 'Website & shop',
  'Homepage-Paket': 'Website package',
  Hybrid: 'Hybrid',
  'Hybrid Satellit': 'Hybrid satellite',
  Internet: 'Internet',
  'Internet & Telefon': 'Internet & phone',
  'Internet & Telefon für Geschäftskunden': 'Internet & phone for business customers',
  'Internet Hybrid': 'Internet Hybrid',
  'Internet über Glasfaser': 'Internet over fibre',
  'Junge Leute': 'Young people',
  'Junge Leute Hybrid': 'Young people Hybrid',
  'Junge Leute Speed': 'Young people Speed',
  'Mobil L': 'Mobile L',
  'Mobil L mit Nova 12': 'Mobile L with Nova 12',
  'Mobil M': 'Mobile M',
  'Mobil M Young': 'Mobile M Young',
  'Mobil M Young mit Nova 12': 'Mobile M Young with Nova 12',
  'Mobil M mit Nova 12': 'Mobile M with Nova 12',
  'Mobil M mit Nova 12 Pro': 'Mobile M with Nova 12 Pro',
  'Mobil S': 'Mobile S',
  'Mobil S mit Tab Air 11': 'Mobile S with Tab Air 11',
  'Mobil XL': 'Mobile XL',
  Mobilfunk: 'Mobile',
  'Nova 12': 'Nova 12',
  'Nova 12 Pro': 'Nova 12 Pro',
  Preise: 'Prices',
  Prepaid: 'Prepaid',
  'Prepaid-Tarife': 'Prepaid plans',
  Satellit: 'Satellite',
  'Smartphone-Tarife': 'Smartphone plans',
  Smartphones: 'Smartphones',
  Sommeraktion: 'Summer campaign',
  Speed: 'Speed',
  Sport: 'Sports',
  'Sport-Paket': 'Sports package',
  'Surfen mit bis zu 100 MBit/s': 'Surf at up to 100 Mbit/s',
  'Surfen mit bis zu 1000 MBit/s': 'Surf at up to 1000 Mbit/s',
  'Surfen mit bis zu 300 MBit/s': 'Surf at up to 300 Mbit/s',
  'Surfen mit bis zu 50 MBit/s': 'Surf at up to 50 Mbit/s',
  Surfsticks: 'Surf sticks',
  'Tab Air 11': 'Tab Air 11',
  Tablets: 'Tablets',
  'Tarife für junge Leute': 'Plans for young people',
  'Telefon-Flatrate ins deutsche Festnetz': 'Flat rate for calls to German landlines',
  'WLAN-Router zur Miete': 'Wi-Fi router to rent',
  Webhosting: 'Web hosting',
  'Webhosting-Service': 'Web hosting service',
  Webseite: 'Website',
  Webshop: 'Web shop',
  'Webshop-Service': 'Web shop service',
  Young: 'Young',
  'Young-Tarife': 'Young plans',
  'Young-Tarife gelten für Personen unter 28 Jahren; das Alter wird bei Vertragsschluss geprüft.':
    'Young plans are for people under 28; age is checked when the contract is signed.',
  'Zuhause Hybrid L': 'Home Hybrid L',
  'Zuhause L': 'Home L',
  'Zuhause L + TV': 'Home L + TV',
  'Zuhause M': 'Home M',
  'Zuhause M Young': 'Home M Young',
  'Zuhause S': 'Home S',
  'Zuhause XL': 'Home XL',
  Zusatzkarten: 'Extra SIM cards',
  'Über 100 TV-Sender, davon 50 in HD': 'Over 100 TV channels, 50 of them in HD',
  'Business Internet M': 'Business Internet M',
  'Combi Card Familie': 'Combi Card Family',
  'Daten L': 'Data L',
  'Homepage & Shop Paket': 'Website & shop package',
  'Nova 12 Smartphone': 'Nova 12 smartphone',
  'Nova Tab': 'Nova Tab',
  'Prepaid M': 'Prepaid M',
  'Surfstick LTE': 'LTE surf stick',
  'TV Basis': 'TV Basic',
  'TV Glasfaser': 'TV Fibre',
  'TV Hybrid': 'TV Hybrid',
  'TV Hybrid Satellit': 'TV Hybrid Satellite',
  'TV Satellit': 'TV Satellite',
  'Webhosting Pro': 'Web hosting Pro',
  'Webseite Start': 'Website Start',
  'Webseiten-Paket': 'Website package Start',
  'Webshop Basic': 'Web shop Basic',
  'Webshop-Start': 'Web shop Start',
  'Zuhause Hybrid': 'Home Hybrid',
  'Zuhause Young': 'Home Young',
  'Zuhause Young Hybrid': 'Home Young Hybrid',
  'Zuhause Young Speed': 'Home Young Speed',
  'Zusatzkarte Plus': 'Extra SIM card Plus',
};

/** The category pages' meta descriptions follow one pattern (category-pages.ts). */
const META = /^(.*): jetzt Freunde werben und Prämie sichern\.$/;

/** A German phrase in English; undefined for one the phrase book lacks. */
export function toEnglish(german: string): string | undefined {
  const meta = META.exec(german);
  if (meta) {
    const title = PHRASES[meta[1]!];
    return title && `${title}: recommend friends now and secure your reward.`;
  }
  return PHRASES[german];
}

/** A tenant's English texts for its catalogue, campaigns and category pages, by tenant text key. */
export function englishTexts(seed: Pick<TenantSeed, 'campaigns' | 'brand'>, catalogue: CatalogueSeed) {
  const texts: Record<string, string> = {};
  for (const [key, german] of Object.entries(germanTexts(seed, catalogue))) {
    const english = toEnglish(german);
    if (english !== undefined) texts[key] = english;
  }
  return texts;
}
