import type { FunnelStage } from '@kwk/shared/operator/figures.schemas';

type StageTexts = Record<FunnelStage, string>;

/** The stages' names and what each counts (as figures.repository.ts counts it). */
export const STAGE_TEXTS: {
  de: { name: StageTexts; means: StageTexts };
  en: { name: StageTexts; means: StageTexts };
} = {
  de: {
    name: {
      Clicks: 'Klicks',
      Confirmed: 'Empfehlungen bestätigt',
      Recipients: 'Empfänger',
      Orders: 'Aufträge',
      Effective: 'Wirksam',
      Credited: 'Prämie gutgeschrieben',
      Paid: 'Prämie ausgezahlt',
    },
    means: {
      Clicks: 'Aufrufe eines Empfehlungslinks.',
      Confirmed: 'Empfehlungen, deren Empfehler die Bestätigungsmail (Opt-in) bestätigt hat.',
      Recipients: 'Empfänger, die ihre Daten bestätigt haben.',
      Orders: 'Empfehlungen mit Auftrag, in der Woche der ersten Auftragsmeldung des Partners.',
      Effective: 'Empfehlungen, deren Auftrag rechtswirksam wurde.',
      Credited:
        'Empfehlungen, deren Prämie gutgeschrieben wurde (alle Anteile einer Empfehlung zusammen), außer später stornierten. Boni und Kulanz stehen unter „Prämien heute“.',
      Paid: 'Empfehlungen, deren Prämienanteile alle ausgezahlt sind (Überweisung ausgeführt oder Gutschein versandt), in der Woche der letzten Auszahlung.',
    },
  },
  en: {
    name: {
      Clicks: 'Clicks',
      Confirmed: 'Recommendations confirmed',
      Recipients: 'Recipients',
      Orders: 'Orders',
      Effective: 'Effective',
      Credited: 'Reward credited',
      Paid: 'Reward paid',
    },
    means: {
      Clicks: 'Visits of a referral link.',
      Confirmed: 'Recommendations whose referrer confirmed the opt-in mail.',
      Recipients: 'Recipients who confirmed their data.',
      Orders: 'Recommendations with an order, in the week of the partner’s first order event.',
      Effective: 'Recommendations whose order became legally effective.',
      Credited:
        'Recommendations whose reward was credited (all parts of one recommendation together), except those cancelled since. Bonuses and goodwill are under “Rewards today”.',
      Paid: 'Recommendations whose reward parts are all paid (transfer executed or voucher sent), in the week of the last payment.',
    },
  },
};

export const TEXTS = {
  de: {
    heading: 'Zahlen je Mandant',
    intro: 'Der Weg vom Klick bis zur ausgezahlten Prämie je Kalenderwoche (Europe/Berlin).',
    tenant: 'Mandant',
    from: 'Von',
    to: 'Bis',
    dateHint: 'TT.MM.JJJJ; gezählt wird in ganzen Wochen (Montag bis Sonntag), höchstens 104 Wochen.',
    show: 'Anzeigen',
    loading: 'Zahlen werden geladen …',
    formatError: 'bitte im Format TT.MM.JJJJ angeben',
    orderError: 'Bis darf nicht vor Von liegen.',
    lengthError: 'Höchstens 104 Wochen auf einmal.',
    rewards: 'Prämien heute',
    waiting: 'Warten auf Fristen',
    owed: 'Offen zur Auszahlung',
    paid: 'Ausgezahlt',
    rewardCount: 'Prämien',
    nothingPaid: 'Bisher ist keine Prämie ausgezahlt worden.',
    funnel: 'Trichter im Zeitraum',
    stage: 'Stufe',
    count: 'Anzahl',
    share: 'Anteil an der Stufe davor',
    perWeek: 'Je Woche',
    weekChart: 'je Woche',
    week: 'Woche',
    total: 'Summe',
    creditedEuro: 'Gutgeschrieben (€)',
    paidEuro: 'Ausgezahlt (€)',
    weeksCaption: 'Trichter je Woche',
    summary: 'Summe {total}, am meisten in {max} ({value}).',
    none: 'Keine Einträge im Zeitraum.',
    tableNote: 'Alle Zahlen stehen in der Tabelle „Trichter je Woche“.',
    funnelTableNote: 'Die Zahlen stehen in der Tabelle darunter.',
    definitions: 'Was zählt als …',
  },
  en: {
    heading: 'Figures per tenant',
    intro: 'From click to paid reward, per calendar week (Europe/Berlin).',
    tenant: 'Tenant',
    from: 'From',
    to: 'To',
    dateHint: 'DD.MM.YYYY; counted in whole weeks (Monday to Sunday), at most 104 weeks.',
    show: 'Show',
    loading: 'Loading the figures …',
    formatError: 'please use the format DD.MM.YYYY',
    orderError: 'To must not be before From.',
    lengthError: 'At most 104 weeks at once.',
    rewards: 'Rewards today',
    waiting: 'Waiting for their periods',
    owed: 'Owed, not yet paid',
    paid: 'Paid',
    rewardCount: 'rewards',
    nothingPaid: 'No reward has been paid out yet.',
    funnel: 'Funnel over the range',
    stage: 'Stage',
    count: 'Count',
    share: 'Share of the stage before',
    perWeek: 'Per week',
    weekChart: 'per week',
    week: 'Week',
    total: 'Total',
    creditedEuro: 'Credited (€)',
    paidEuro: 'Paid (€)',
    weeksCaption: 'Funnel per week',
    summary: 'Total {total}, most in {max} ({value}).',
    none: 'Nothing in the range.',
    tableNote: 'All numbers are in the table “Funnel per week”.',
    funnelTableNote: 'The numbers are in the table below.',
    definitions: 'What counts as …',
  },
};

/** `{name}` placeholders filled. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
