import { type CmsLanguage, categoryFootnoteIdentifier } from '@kwk/shared/content/cms.schemas';
import { PAYOUT_TIMING_TEXTS } from '@kwk/shared/lifecycle/payout-timing';
import { bonusSentence } from './tenant-seed.ts';
import { BONUS } from './tenants/telko.ts';

type ByLanguage<T> = Record<CmsLanguage, T[]>;
export interface DemoBlock {
  id: string;
  title: string;
  body: string;
}
export interface DemoFaq {
  id: string;
  question: string;
  answer: string;
  group: string;
  position: number;
}
export interface DemoFootnote {
  id: string;
  identifier: string;
  titel: string;
  gruppe: string;
  inhalt: string;
}
/** One tenant's demo CMS content (issue 16), seeded into the portal's own content store. */
export interface CmsDemo {
  blocks: ByLanguage<DemoBlock>;
  faqs: ByLanguage<DemoFaq>;
  footnotes: ByLanguage<DemoFootnote>;
  keyVisualAlt: Record<CmsLanguage, string>;
}

const steps = {
  de: [
    {
      id: 'step-1',
      title: 'Auswählen',
      body: 'Wählen Sie das Produkt von {client}, das Sie empfehlen möchten.',
    },
    {
      id: 'step-2',
      title: 'Empfehlen',
      body: 'Teilen Sie Ihren persönlichen Link per E-Mail, Messenger oder SMS.',
    },
    { id: 'step-3', title: 'Genießen', body: 'Bestellt Ihr Kontakt, erhalten Sie Ihre Prämie von {reward}.' },
  ],
  en: [
    { id: 'step-1', title: 'Choose', body: 'Choose the {client} product you want to recommend.' },
    { id: 'step-2', title: 'Recommend', body: 'Share your personal link by e-mail, messenger or SMS.' },
    { id: 'step-3', title: 'Enjoy', body: 'When your contact orders, you receive your reward of {reward}.' },
  ],
};

/** The questions every portal answers (until issue 16 in the SPA's texts, `faq.items`). */
const commonFaqs: ByLanguage<DemoFaq> = {
  de: [
    {
      id: 'teilnahme',
      question: 'Wer kann am Empfehlungsprogramm teilnehmen?',
      answer:
        'Natürliche Personen ab 18 Jahren mit Wohnsitz in Deutschland. Vertriebspartner, Mitarbeitende und Dienstleister sind ausgeschlossen.',
      group: 'Teilnahme',
      position: 1,
    },
    {
      id: 'empfehlungen',
      question: 'Welche Empfehlungen zählen?',
      answer:
        'Nur Neuverträge zählen, Vertragsverlängerungen sind ausgeschlossen. Ihr Kontakt muss direkt über Ihren Link bestellen.',
      group: 'Teilnahme',
      position: 2,
    },
    {
      id: 'link-gueltigkeit',
      question: 'Wie lange ist mein Empfehlungslink gültig?',
      answer: 'Ein Empfehlungslink ist 60 Tage gültig.',
      group: 'Empfehlen',
      position: 1,
    },
    {
      id: 'selbstempfehlung',
      question: 'Darf ich mich selbst empfehlen?',
      answer: 'Nein, Selbstempfehlungen und eine gewerbliche Nutzung sind nicht erlaubt.',
      group: 'Empfehlen',
      position: 2,
    },
    {
      id: 'auszahlung',
      question: 'Wann erhalte ich meine Prämie?',
      answer:
        // {payout}: the tenant's one payout statement (Rules.AuszahlungWochen), as /danke and the mails say it.
        `${PAYOUT_TIMING_TEXTS.de.afterEffective} {payout}`,
      group: 'Prämie',
      position: 1,
    },
  ],
  en: [
    {
      id: 'teilnahme',
      question: 'Who can take part in the referral programme?',
      answer:
        'Natural persons aged 18 or over living in Germany. Sales partners, employees and service providers are excluded.',
      group: 'Taking part',
      position: 1,
    },
    {
      id: 'empfehlungen',
      question: 'Which recommendations count?',
      answer:
        'Only new contracts count; renewals are excluded. Your contact must order directly through your link.',
      group: 'Taking part',
      position: 2,
    },
    {
      id: 'link-gueltigkeit',
      question: 'How long is my referral link valid?',
      answer: 'A referral link is valid for 60 days.',
      group: 'Recommending',
      position: 1,
    },
    {
      id: 'selbstempfehlung',
      question: 'May I recommend myself?',
      answer: 'No, self-referral and commercial use are not allowed.',
      group: 'Recommending',
      position: 2,
    },
    {
      id: 'auszahlung',
      question: 'When do I receive my reward?',
      answer: `${PAYOUT_TIMING_TEXTS.en.afterEffective} {payout}`,
      group: 'Reward',
      position: 1,
    },
  ],
};

const termsFootnote = (de: string, en: string): ByLanguage<DemoFootnote> => ({
  de: [
    {
      id: 'fn-praemie',
      identifier: 'praemie',
      titel: 'Prämie',
      gruppe: 'Startseite',
      inhalt: de,
    },
    {
      id: 'fn-teilnahme',
      identifier: 'teilnahme',
      titel: 'Teilnahmebedingungen',
      gruppe: 'Startseite',
      inhalt:
        'Es gelten die Teilnahmebedingungen des Empfehlungsprogramms von {client}. Der Rechtsweg ist ausgeschlossen.',
    },
  ],
  en: [
    {
      id: 'fn-praemie',
      identifier: 'praemie',
      titel: 'Reward',
      gruppe: 'Start page',
      inhalt: en,
    },
    {
      id: 'fn-teilnahme',
      identifier: 'teilnahme',
      titel: 'Terms of participation',
      gruppe: 'Start page',
      inhalt:
        'The terms of participation of the {client} referral programme apply. Recourse to the courts is excluded.',
    },
  ],
});

/**
 * Footnotes of the category pages (decision 026): those a product cites by its `Fussnote` (the
 * catalogue's `preise`, `young`) and a page's own ones (categoryFootnoteIdentifier).
 */
const categoryNote = (
  id: string,
  identifier: string,
  de: { titel: string; inhalt: string },
  en: { titel: string; inhalt: string },
): ByLanguage<DemoFootnote> => ({
  de: [{ id, identifier, gruppe: 'Kategorieseiten', ...de }],
  en: [{ id, identifier, gruppe: 'Category pages', ...en }],
});
const merged = (...parts: ByLanguage<DemoFootnote>[]): ByLanguage<DemoFootnote> => ({
  de: parts.flatMap((p) => p.de),
  en: parts.flatMap((p) => p.en),
});

export const CMS_DEMO: Record<string, CmsDemo> = {
  telko: {
    blocks: {
      de: [
        {
          id: 'hero',
          title: 'Freunde werben lohnt sich',
          // {reward} and {Praemie…} come from the catalogue (issue 27, item 9): no amount typed in.
          body: 'Empfehlen Sie {client} Ihren Freunden und sichern Sie sich {reward} Prämie pro erfolgreicher Empfehlung.',
        },
        {
          id: 'offer',
          title: 'Ihre Prämie',
          // The bonus tiers named from the rules (issue 17), as in telko's other texts.
          body: `Für Mobilfunk {Praemie.mobilfunk}, für Festnetz {Praemie.festnetz.internet}, für Glasfaser {Praemie.festnetz.glasfaser}.\n\n${bonusSentence(BONUS, 'de')}`,
        },
        ...steps.de,
      ],
      en: [
        {
          id: 'hero',
          title: 'Recommending pays',
          body: 'Recommend {client} to your friends and secure {reward} reward for each successful recommendation.',
        },
        {
          id: 'offer',
          title: 'Your reward',
          body: `{Praemie.mobilfunk} for mobile, {Praemie.festnetz.internet} for landline, {Praemie.festnetz.glasfaser} for fibre.\n\n${bonusSentence(BONUS, 'en')}`,
        },
        ...steps.en,
      ],
    },
    faqs: commonFaqs,
    footnotes: merged(
      termsFootnote(
        'Die Prämie wird fällig, wenn der empfohlene Vertrag wirksam geworden ist und die Widerrufsfrist abgelaufen ist.',
        'The reward is due once the recommended contract has taken effect and the withdrawal period has ended.',
      ),
      categoryNote(
        'fn-preise',
        'preise',
        {
          titel: 'Preise',
          inhalt:
            'Alle Preise inklusive Mehrwertsteuer. Mindestlaufzeit 24 Monate, danach monatlich kündbar.',
        },
        {
          titel: 'Prices',
          inhalt: 'All prices include VAT. Minimum term 24 months, then cancellable monthly.',
        },
      ),
      categoryNote(
        'fn-young',
        'young',
        {
          titel: 'Young-Tarife',
          inhalt:
            'Young-Tarife gelten für Personen unter 28 Jahren; das Alter wird bei Vertragsschluss geprüft.',
        },
        {
          titel: 'Young plans',
          inhalt: 'Young plans are for people under 28; the age is checked when the contract is made.',
        },
      ),
      categoryNote(
        'fn-seite-young-tarife',
        categoryFootnoteIdentifier('young-tarife.html'),
        {
          titel: 'Empfehlen an junge Leute',
          inhalt:
            'Sie erhalten die Prämie auch, wenn Sie einen Young-Tarif von {client} an Ihre Kinder oder Enkel empfehlen.',
        },
        {
          titel: 'Recommending to young people',
          inhalt:
            'You also receive the reward when you recommend a {client} Young plan to your children or grandchildren.',
        },
      ),
      categoryNote(
        'fn-seite-glasfaser',
        categoryFootnoteIdentifier('glasfaser'),
        {
          titel: 'Verfügbarkeit',
          inhalt: 'Glasfaser ist nicht überall verfügbar; {client} prüft die Adresse bei der Bestellung.',
        },
        {
          titel: 'Availability',
          inhalt: 'Fibre is not available everywhere; {client} checks the address when the order is placed.',
        },
      ),
    ),
    keyVisualAlt: {
      de: 'Zwei Freunde teilen eine Empfehlung auf dem Smartphone',
      en: 'Two friends sharing a recommendation on a smartphone',
    },
  },
  fyrst: {
    blocks: {
      de: [
        {
          id: 'hero',
          title: 'Empfehlen Sie FYRST',
          body: 'Sie sind mit Ihrem Geschäftskonto bei {client} zufrieden? Empfehlen Sie uns weiter und sichern Sie sich Ihre Prämie von {reward}.',
        },
        {
          id: 'offer',
          title: 'Ihre Prämie',
          body: 'Für jedes neu eröffnete und aktiv genutzte Geschäftskonto erhalten Sie {reward}.\n\nDer Betrag enthält schon den Bonus laufender Aktionen; welche gerade laufen, steht im Empfehlungsformular.',
        },
        ...steps.de,
      ],
      en: [
        {
          id: 'hero',
          title: 'Recommend FYRST',
          body: 'Happy with your {client} business account? Recommend us and secure your reward of {reward}.',
        },
        {
          id: 'offer',
          title: 'Your reward',
          body: 'For every business account newly opened and actively used you receive {reward}.\n\nThe amount already includes the bonus of any running campaign; the running campaigns are listed in the recommendation form.',
        },
        ...steps.en,
      ],
    },
    faqs: {
      de: [
        ...commonFaqs.de,
        {
          id: 'geschaeftskonto',
          question: 'Was gilt bei einem Geschäftskonto?',
          answer:
            'Für eine erfolgreiche Empfehlung muss das Konto in den ersten zwei Monaten aktiv genutzt werden: mindestens drei Buchungen pro Monat über jeweils mindestens 25 Euro, keine Überweisungen an sich selbst.',
          group: 'Prämie',
          position: 2,
        },
      ],
      en: [
        ...commonFaqs.en,
        {
          id: 'geschaeftskonto',
          question: 'What applies to a business account?',
          answer:
            'A successful recommendation needs active account use in the first two months: at least three transactions per month of at least 25 euros each, and no transfers to oneself.',
          group: 'Reward',
          position: 2,
        },
      ],
    },
    footnotes: merged(
      termsFootnote(
        'Die Prämie wird fällig, wenn das empfohlene Geschäftskonto in den ersten zwei Monaten aktiv genutzt wurde.',
        'The reward is due once the recommended business account has been actively used in its first two months.',
      ),
      categoryNote(
        'fn-seite-company-start',
        categoryFootnoteIdentifier('company-start'),
        {
          titel: 'Aktive Kontonutzung',
          inhalt:
            'Die Prämie setzt in den ersten zwei Monaten mindestens drei Umsätze von je mindestens 25 € pro Monat voraus; Überweisungen an sich selbst zählen nicht.',
        },
        {
          titel: 'Active account use',
          inhalt:
            'The reward needs at least three transactions of at least €25 each per month in the first two months; transfers to oneself do not count.',
        },
      ),
    ),
    keyVisualAlt: {
      de: 'Eine Unternehmerin zeigt einem Kollegen ihr Geschäftskonto auf dem Tablet',
      en: 'A businesswoman showing a colleague her business account on a tablet',
    },
  },
  partner: {
    blocks: {
      de: [
        {
          id: 'hero',
          title: 'Empfehlen Sie Ihren Berater weiter',
          body: 'Sie sind mit Ihrer Beratung zufrieden? Empfehlen Sie Ihren Berater von {client} und teilen Sie die Prämie mit Ihrem Kontakt.',
        },
        {
          id: 'offer',
          title: 'Prämie teilen',
          body: 'Die Prämie von {reward} teilen Sie so, wie Sie möchten: ganz für sich, halb und halb oder ganz für Ihren Kontakt.',
        },
        ...steps.de,
      ],
      en: [
        {
          id: 'hero',
          title: 'Recommend your advisor',
          body: 'Happy with your advice? Recommend your {client} advisor and share the reward with your contact.',
        },
        {
          id: 'offer',
          title: 'Share the reward',
          body: 'Share the {reward} reward as you like: all for you, half and half, or all for your contact.',
        },
        ...steps.en,
      ],
    },
    faqs: commonFaqs,
    footnotes: termsFootnote(
      'Die Prämie wird fällig, wenn der empfohlene Vertrag wirksam geworden ist; Ihr Anteil und der Ihres Kontakts richten sich nach Ihrer Aufteilung.',
      'The reward is due once the recommended contract has taken effect; your share and your contact’s follow your split.',
    ),
    keyVisualAlt: {
      de: 'Ein Berater im Gespräch mit einem Kunden',
      en: 'An advisor talking with a customer',
    },
  },
};
