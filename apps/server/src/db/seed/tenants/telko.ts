import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { TELKO_CATEGORY_PAGES } from '../category-pages.ts';
import { bonusSentence, channelsInOrder, demoBrandCommons, type TenantSeed } from '../tenant-seed.ts';

/** spec §9: extra rewards of 60 € after 3 and 150 € after 5 successful recommendations. */
/** telko's bonus tiers (issue 17): its rules, its texts and its CMS offer name them from here. */
export const BONUS = [
  { NachErfolgreichen: 3, Cent: 6000 },
  { NachErfolgreichen: 5, Cent: 15000 },
];

/** A telecom partner: every product category page of spec §2 and every channel. */
export const telko: TenantSeed = {
  key: 'telko',
  hosts: ['telko.localhost'],
  settings: {
    ContentService: { AppName: 'telko', ClientId: 'telko-portal' },
    Modules: {
      ModuleAgentRecommendation: false,
      ModuleIntegratedFrame: true,
      // Telko sells business tariffs too: its company-start and company-pro pages need this module.
      ModuleCompanyRecommendation: true,
      ModuleErstelleOfflineEmpfehlungCode: true,
      ModuleAdv: false,
      ModuleNewsletterPermission: true,
      ModuleStoringBankdata: true,
      ModuleAgenturbereich: false,
      // The referrer's reminders (issue 30, item 4): a friend has not confirmed; a reward waits.
      ModuleErinnerungUnbestaetigt: true,
      ModuleErinnerungPraemienwahl: true,
    },
    Urls: {
      MandantUrl: 'https://www.telko.example',
      EmpfehlenPath: '/freunde-werben',
      EmpfehlenWebPage: 'https://www.telko.example/freunde-werben',
      BestellUrl:
        'https://shop.telko.example/bestellen?produkt={produkt}&empfehlung={empfehlungsnummer}&empfaenger={empfaengernummer}&channel={channel}',
    },
    Channels: channelsInOrder(
      [
        'ModuleEmailClient',
        'Whatsapp',
        'Sms',
        'Facebook',
        'Gmail',
        'Outlook',
        'Yahoo',
        'Xing',
        'LinkedIn',
        'Twitter',
        'Instagram',
      ],
      '1234567890',
    ),
    Rules: {
      EmailWhitelist: [],
      RecommenderDefaultShare: 100,
      AllowSelfRecommendation: false,
      IsAutologin: false,
      ForceLogin: false,
      // The complaint period equals the revocation period: a reward is ready 14 days after the order.
      ModuleAuftragsdatumMindestalterTage: 14,
      MaxEmpfaengerPraemieCent: 5500,
      ModuleIBANNurDE: false,
      AgbCheckBoxAutoAccept: false,
      ShowProductCategory: true,
      BankingActivityRule: false,
      HiddenProductIds: [637, 638, 639, 640],
      BonusPraemien: BONUS,
      // Goodwill: 300 € a year per account (about five rewards); above 100 € finance approves too.
      KulanzJahresgrenzeCent: 30000,
      KulanzFreigabeAbCent: 10000,
    },
  },
  brand: {
    Name: 'Telko',
    Language: 'de',
    ThemePath: '/brands/telko/theme.css',
    ApiRoute: 'telko',
    LogoUrl: '/brands/telko/logo.svg',
    SupportEmail: 'support@telko.example',
    Colors: {
      primary: '#a8005a',
      primaryContrast: '#ffffff',
      secondary: '#f7e6ef',
      text: '#1a1a1a',
      background: '#ffffff',
    },
    ...demoBrandCommons('telko', 'https://analytics.telko.example/', 'empfehlen.telko.example'),
    ProductApi: 'telekom',
    NavLinks: [
      { label: { de: 'Festnetz', en: 'Fixed line' }, href: 'https://www.telko.example/festnetz' },
      { label: { de: 'Mobilfunk', en: 'Mobile' }, href: 'https://www.telko.example/mobilfunk' },
    ],
    TermsPdfUrl: '/brands/telko/teilnahmebedingungen.pdf',
    SecurityUrl: 'https://www.telko.example/sicherheit',
    FrameOrigins: ['https://www.telko.example', 'https://shop.telko.example'],
    CategoryPages: TELKO_CATEGORY_PAGES,
    MetaDescription: {
      de: 'Das Empfehlungsprogramm von Telko: Mobilfunk-, Internet- und TV-Tarife weiterempfehlen, Prämie erhalten und den Stand im persönlichen Bereich sehen.',
      en: 'The Telko referral programme: recommend mobile, internet and TV tariffs, earn a reward and follow it in your personal area.',
    },
    // Demo values: a real deployment puts the operator's own imprint here.
    Imprint: {
      Operator: 'Telko Deutschland GmbH (Demo)',
      Street: 'Beispielstraße 140',
      PostalCode: '53113',
      City: 'Bonn',
      Country: 'Deutschland',
      Representatives: 'Geschäftsführung: Anna Beispiel, Jonas Muster',
      Register: 'Amtsgericht Bonn, HRB 00002 (Demo)',
      VatId: 'DE000000002',
      Phone: '+49 228 0000002',
      Email: 'impressum@telko.example',
    },
  },
  texts: {
    de: {
      // No amount: the figures beside the claim name it from the catalogue (issue 27, item 9).
      'home.claim': 'Freunde werben lohnt sich: eine Prämie für jede erfolgreiche Empfehlung.',
      'home.intro': `Empfehlen Sie unsere Produkte Ihren Freunden und sichern Sie sich eine Prämie. ${bonusSentence(BONUS, 'de')}`,
      'pages.AktuellePraemienuebersicht.intro': `Hier sehen Sie, welche Prämien es derzeit für eine erfolgreiche Empfehlung gibt. ${bonusSentence(BONUS, 'de')}`,
    },
    en: {
      'home.claim': 'Recommending pays: a reward for every successful recommendation.',
      'home.intro': `Recommend our products to your friends and secure a reward. ${bonusSentence(BONUS, 'en')}`,
      'pages.AktuellePraemienuebersicht.intro': `See which rewards a successful recommendation currently earns. ${bonusSentence(BONUS, 'en')}`,
    },
  },
  variables: [
    // Reward amounts are the catalogue's own variables ({Praemie.festnetz.glasfaser} …,
    // reward-amounts.ts), never typed in here (issue 27, item 9); the tenant's are other facts.
    { set: 'default', name: 'Mindestlaufzeit', value: '24 Monate' },
    { set: 'default', name: 'Servicezeit', value: 'Mo–Fr 8–20 Uhr' },
    // English values; the bonus set has none, so an English page shows its German ones.
    { set: 'default', language: 'en', name: 'Mindestlaufzeit', value: '24 months' },
    { set: 'default', language: 'en', name: 'Servicezeit', value: 'Mon–Fri 8 am–8 pm' },
    // The bonus tiers' amounts from the rules that pay them.
    ...BONUS.map((tier) => ({
      set: 'bonus',
      name: `BonusNach${tier.NachErfolgreichen}`,
      value: formatRewardEuro(tier.Cent),
    })),
  ],
  campaigns: [
    {
      AktionsId: 10,
      Titel: 'Glasfaser-Wochen',
      // The amount is the product's (catalogue): a campaign text does not repeat it (issue 27, item 9).
      Text: 'Während der Glasfaser-Wochen gibt es für Glasfaser-Empfehlungen eine höhere Prämie.',
      RechtsText: 'Aktionszeitraum laut Teilnahmebedingungen.',
      Zustimmung: false,
      BonusCent: 0,
      startsOn: '2026-01-01',
      endsOn: null,
    },
    {
      AktionsId: 11,
      Titel: 'Sommeraktion',
      Text: 'Abgelaufene Aktion.',
      RechtsText: 'Beendet.',
      Zustimmung: false,
      BonusCent: 0,
      startsOn: '2026-06-01',
      endsOn: '2026-08-31',
    },
  ],
};
