import { type FieldDescription, field } from './config-field-kinds.ts';

const sw = (de: string, en: string, helpDe: string, helpEn: string) =>
  field('switch', [de, en], [helpDe, helpEn]);
const channel = (de: string, en: string) =>
  field(
    'number',
    [de, en],
    [
      'Position unter den Teilen-Wegen (1 zuerst); -1 blendet den Kanal aus.',
      'Position among the ways to share (1 first); -1 hides the channel.',
    ],
  );

/** Settings (spec §3): content service, modules, addresses, channels, rules. */
export const SETTINGS_FIELDS: Record<string, FieldDescription> = {
  'Settings.ContentService.AppName': field(
    'text',
    ['App-Name im Inhaltsdienst', 'App name in the content service'],
    ['Name der App im Squidex-Inhaltsdienst.', 'The app’s name in the Squidex content service.'],
  ),
  'Settings.ContentService.ClientId': field(
    'text',
    ['Client-ID des Inhaltsdienstes', 'Content service client ID'],
    [
      'Das Geheimnis dazu steht nur in der Serverumgebung, nie hier.',
      'Its secret lives in the server’s environment only, never here.',
    ],
  ),
  'Settings.ContentService.Url': field(
    'url',
    ['Adresse des Inhaltsdienstes', 'Content service address'],
    [
      'Leer: Inhalte aus dem Portal selbst (Konsole › Inhalte).',
      'Empty: content from the portal itself (console › Content).',
    ],
  ),
  'Settings.Modules.ModuleAgentRecommendation': sw(
    'Empfehlung über Berater',
    'Referral through an advisor',
    'Empfehlende wählen zuerst einen Berater, dann das Produkt.',
    'Referrers choose an advisor first, then the product.',
  ),
  'Settings.Modules.ModuleIntegratedFrame': sw(
    'Eingebettet auf der Partnerseite',
    'Embedded on the partner’s site',
    'Das Portal läuft absichtlich in einem Rahmen der Partnerseite.',
    'The portal runs on purpose in a frame on the partner’s site.',
  ),
  'Settings.Modules.ModuleCompanyRecommendation': sw(
    'Firmenempfehlung',
    'Company referral',
    'Auch Firmen können empfohlen werden.',
    'Companies can be referred as well.',
  ),
  'Settings.Modules.ModuleErstelleOfflineEmpfehlungCode': sw(
    'Empfehlungscode für offline',
    'Offline referral code',
    'Empfehlende erhalten einen Code zum Weitergeben ohne Link.',
    'Referrers get a code to pass on without a link.',
  ),
  'Settings.Modules.ModuleAdv': sw(
    'Beratermandant (Impressum auf eigener Seite)',
    'Advisor tenant (imprint on its own site)',
    'Blendet das Impressum des Portals aus.',
    'Hides the portal’s imprint.',
  ),
  'Settings.Modules.ModuleNewsletterPermission': sw(
    'Newsletter-Einwilligung',
    'Newsletter consent',
    'Meine Daten bietet den Newsletter an.',
    'My data offers the newsletter.',
  ),
  'Settings.Modules.ModuleStoringBankdata': sw(
    'Bankdaten speichern',
    'Keep bank data',
    'Das Konto für Auszahlungen darf für das nächste Mal gespeichert werden.',
    'The payout account may be kept for next time.',
  ),
  'Settings.Modules.ModuleAgenturbereich': sw(
    'Agenturbereich',
    'Agency area',
    'Agenturen und ihre Mitarbeitenden empfehlen über /agentur.',
    'Agencies and their staff refer through /agentur.',
  ),
  'Settings.Modules.ModuleErinnerungUnbestaetigt': sw(
    'Erinnerung: Kontakt hat nicht bestätigt',
    'Reminder: contact has not confirmed',
    'Empfehlende bekommen eine E-Mail, wenn ihr Kontakt die Empfehlung nach 7 Tagen noch nicht bestätigt hat (einmal je Empfehlung; nie an den Kontakt).',
    'Referrers get an e-mail when their contact has not confirmed the recommendation after 7 days (once per recommendation; never to the contact).',
  ),
  'Settings.Modules.ModuleErinnerungPraemienwahl': sw(
    'Erinnerung: Prämie wartet auf die Wahl',
    'Reminder: reward waits for a choice',
    'Empfehlende bekommen eine E-Mail, wenn eine Prämie seit 7 Tagen auf ihre Wahl wartet (einmal je Prämie).',
    'Referrers get an e-mail when a reward has waited 7 days for their choice (once per reward).',
  ),
  'Settings.Urls.MandantUrl': field(
    'url',
    ['Website der Marke', 'Brand website'],
    [
      'Die Startseite der Marke, z. B. https://www.marke.de.',
      'The brand’s home page, e.g. https://www.brand.com.',
    ],
  ),
  'Settings.Urls.EmpfehlenPath': field(
    'text',
    ['Pfad der Empfehlungsseite', 'Referral page path'],
    ['Pfad auf der Website der Marke.', 'Path on the brand’s website.'],
  ),
  'Settings.Urls.EmpfehlenWebPage': field(
    'url',
    ['Seite zum Empfehlungsprogramm', 'Referral programme page'],
    [
      'Die Danke-Seite verlinkt „Mehr zum Empfehlungsprogramm“ hierhin.',
      'The thank-you page links “More about the referral programme” here.',
    ],
  ),
  'Settings.Urls.BestellUrl': field(
    'text',
    ['Bestellseite des Partners', 'Partner’s order page'],
    [
      'Mit den Platzhaltern {produkt}, {empfehlungsnummer}, {empfaengernummer} und {channel}.',
      'With the placeholders {produkt}, {empfehlungsnummer}, {empfaengernummer} and {channel}.',
    ],
  ),
  'Settings.Channels.ModuleEmailClient': channel('E-Mail-Programm', 'E-mail program'),
  'Settings.Channels.Gmail': channel('Gmail', 'Gmail'),
  'Settings.Channels.Outlook': channel('Outlook', 'Outlook'),
  'Settings.Channels.Yahoo': channel('Yahoo Mail', 'Yahoo Mail'),
  'Settings.Channels.Facebook': channel('Facebook', 'Facebook'),
  'Settings.Channels.Whatsapp': channel('WhatsApp', 'WhatsApp'),
  'Settings.Channels.Xing': channel('XING', 'XING'),
  'Settings.Channels.LinkedIn': channel('LinkedIn', 'LinkedIn'),
  'Settings.Channels.Twitter': channel('X (Twitter)', 'X (Twitter)'),
  'Settings.Channels.Instagram': channel('Instagram', 'Instagram'),
  'Settings.Channels.Sms': channel('SMS', 'Text message'),
  'Settings.Channels.FacebookId': field(
    'text',
    ['Facebook-App-ID', 'Facebook app ID'],
    ['Für das Teilen über Facebook.', 'For sharing through Facebook.'],
  ),
  'Settings.Rules.EmailWhitelist': field(
    'list',
    ['Erlaubte E-Mail-Domains', 'Allowed e-mail domains'],
    [
      'Nur Adressen dieser Domains dürfen empfehlen; leer: alle.',
      'Only addresses of these domains may refer; empty: all.',
    ],
    { item: 'text' },
  ),
  'Settings.Rules.RecommenderDefaultShare': field(
    'number',
    ['Anteil der Empfehlenden in %', 'Referrer’s share in %'],
    [
      'Voreinstellung der Prämienaufteilung (0–100); den Rest erhält die empfohlene Person.',
      'Default split of the reward (0–100); the referred person gets the rest.',
    ],
  ),
  'Settings.Rules.AllowSelfRecommendation': sw(
    'Selbstempfehlung erlaubt',
    'Self-referral allowed',
    'Die eigene E-Mail-Adresse darf als Empfänger angegeben werden.',
    'One’s own e-mail address may be given as the recipient.',
  ),
  'Settings.Rules.IsAutologin': sw(
    'Automatische Anmeldung',
    'Automatic sign-in',
    'Kundinnen und Kunden kommen angemeldet von der Partnerseite.',
    'Customers arrive signed in from the partner’s site.',
  ),
  'Settings.Rules.ForceLogin': sw(
    'Anmeldung erforderlich',
    'Sign-in required',
    'Ohne Anmeldung führen die Seiten zur Anmeldung.',
    'Without signing in, the pages lead to the sign-in.',
  ),
  'Settings.Rules.ModuleAuftragsdatumMindestalterTage': field(
    'number',
    ['Reklamationsfrist in Tagen', 'Complaint period in days'],
    [
      'So viele Tage nach dem Auftrag wird die Prämie frühestens bereitgestellt.',
      'The reward is made ready this many days after the order at the earliest.',
    ],
  ),
  'Settings.Rules.MaxEmpfaengerPraemieCent': field(
    'euro',
    ['Höchste Prämie der empfohlenen Person', 'Highest reward of the referred person'],
    [
      'In Euro. Eine Erhöhung gilt erst nach Freigabe durch eine zweite Person.',
      'In euros. A raise applies only once a second person approves it.',
    ],
  ),
  'Settings.Rules.ModuleIBANNurDE': sw(
    'Nur deutsche IBAN',
    'German IBANs only',
    'Auszahlungen nur auf Konten mit DE-IBAN.',
    'Payouts only to accounts with a DE IBAN.',
  ),
  'Settings.Rules.AgbCheckBoxAutoAccept': sw(
    'Teilnahmebedingungen vorab angehakt',
    'Terms ticked in advance',
    'Das Häkchen für die Teilnahmebedingungen ist schon gesetzt.',
    'The tick for the terms is already set.',
  ),
  'Settings.Rules.ShowProductCategory': sw(
    'Produktkategorie zeigen',
    'Show product category',
    'Jede Produktkarte nennt ihre Kategorie.',
    'Every product card names its category.',
  ),
  'Settings.Rules.BankingActivityRule': sw(
    'Regel zur Kontonutzung (Banking)',
    'Account use rule (banking)',
    'Aktive Kontonutzung in den ersten zwei Monaten ist Bedingung der Prämie.',
    'Active account use in the first two months is a condition of the reward.',
  ),
  'Settings.Rules.EmpfehlerAdresse': sw(
    'Postanschrift der Empfehlenden abfragen',
    'Ask the referrer’s postal address',
    'Das Formular fragt eine deutsche Anschrift ab.',
    'The form asks for a German address.',
  ),
  'Settings.Rules.HiddenProductIds': field(
    'list',
    ['Ausgeblendete Produkt-IDs', 'Hidden product IDs'],
    ['Diese Produkte erscheinen nirgends.', 'These products appear nowhere.'],
    { item: 'number' },
  ),
  'Settings.Rules.PraemienVerfallMonate': field(
    'number',
    ['Verfall nicht gewählter Prämien (Monate)', 'Expiry of unchosen rewards (months)'],
    [
      '1–120; leer: 12. Erinnerung 30 und 7 Tage vorher.',
      '1–120; empty: 12. Reminders 30 and 7 days before.',
    ],
  ),
  'Settings.Rules.KulanzJahresgrenzeCent': field(
    'euro',
    ['Kulanz je Konto und Jahr', 'Goodwill per account and year'],
    ['In Euro; leer: 300 €.', 'In euros; empty: €300.'],
  ),
  'Settings.Rules.KulanzFreigabeAbCent': field(
    'euro',
    ['Kulanz mit Freigabe ab', 'Goodwill approval above'],
    [
      'In Euro; darüber gibt eine zweite Person der Finanzabteilung frei (höchstens und leer: 100 €).',
      'In euros; above it a second finance operator approves (at most and empty: €100).',
    ],
  ),
  'Settings.Rules.KulanzOhneFreigabeJeBearbeiterCent': field(
    'euro',
    ['Kulanz ohne Freigabe je Person in 30 Tagen', 'Goodwill without approval per operator in 30 days'],
    [
      'In Euro, über alle Konten (höchstens und leer: 500 €).',
      'In euros, over all accounts (at most and empty: €500).',
    ],
  ),
  'Settings.Rules.BonusPraemien': field(
    'list',
    ['Bonusprämien', 'Bonus rewards'],
    [
      'Zusätzliche Prämie ab einer Zahl erfolgreicher Empfehlungen.',
      'An extra reward from a number of successful referrals on.',
    ],
  ),
  'Settings.Rules.BonusPraemien.*.NachErfolgreichen': field(
    'number',
    ['Ab erfolgreichen Empfehlungen', 'From successful referrals'],
    ['Anzahl, ab der der Bonus gilt.', 'The number from which the bonus applies.'],
  ),
  'Settings.Rules.BonusPraemien.*.Cent': field('euro', ['Bonus', 'Bonus'], ['In Euro.', 'In euros.']),
  'Settings.Rules.AuszahlungWochen': field(
    'number',
    ['Auszahlung binnen Wochen', 'Payout within weeks'],
    [
      'Nach Angabe der Bankdaten; die eine Zeitangabe von Seiten, FAQ und E-Mails (1–52, leer: 4).',
      'Once the bank data is given; the one payout time of pages, FAQ and e-mails (1–52, empty: 4).',
    ],
  ),
};
