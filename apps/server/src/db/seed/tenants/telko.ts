import { TELKO_CATEGORY_PAGES } from '../category-pages.ts';
import {
  bonusSentence,
  CONSENT_MANAGER,
  channelsInOrder,
  DEFAULT_BREAKPOINTS,
  DEFAULT_FEATURES,
  DEFAULT_SHARE_TEMPLATES,
  keyVisual,
  linkDomains,
  type TenantSeed,
  tracking,
} from '../tenant-seed.ts';

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
    Tracking: tracking('https://analytics.telko.example/'),
    ReferralLinkDomain: linkDomains('empfehlen.telko.example', 'telko'),
    ConsentManager: CONSENT_MANAGER,
    KeyVisual: keyVisual('telko'),
    Breakpoints: DEFAULT_BREAKPOINTS,
    ProductApi: 'telekom',
    Features: DEFAULT_FEATURES,
    ShareTemplates: DEFAULT_SHARE_TEMPLATES,
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
      'home.claim': 'Freunde werben lohnt sich: bis zu 110 € Prämie.',
      'home.intro': `Empfehlen Sie unsere Produkte Ihren Freunden und sichern Sie sich eine Prämie. ${bonusSentence(BONUS, 'de')}`,
      'pages.AktuellePraemienuebersicht.intro': `Hier sehen Sie, welche Prämien es derzeit für eine erfolgreiche Empfehlung gibt. ${bonusSentence(BONUS, 'de')}`,
    },
    en: {
      'home.claim': 'Recommending pays: up to €110 reward.',
      'home.intro': `Recommend our products to your friends and secure a reward. ${bonusSentence(BONUS, 'en')}`,
      'pages.AktuellePraemienuebersicht.intro': `See which rewards a successful recommendation currently earns. ${bonusSentence(BONUS, 'en')}`,
    },
  },
  variables: [
    { set: 'default', name: 'PraemieFestnetz', value: '70 €' },
    { set: 'default', name: 'PraemieGlasfaser', value: 'bis zu 90 €' },
    { set: 'default', name: 'PraemieMobilfunk', value: '50 €' },
    { set: 'default', name: 'PraemieSport', value: 'bis zu 110 €' },
    // English values; the bonus set has none, so an English page shows its German ones.
    { set: 'default', language: 'en', name: 'PraemieFestnetz', value: '€70' },
    { set: 'default', language: 'en', name: 'PraemieGlasfaser', value: 'up to €90' },
    { set: 'default', language: 'en', name: 'PraemieMobilfunk', value: '€50' },
    { set: 'default', language: 'en', name: 'PraemieSport', value: 'up to €110' },
    { set: 'bonus', name: 'BonusNach5', value: '150 €' },
    { set: 'bonus', name: 'BonusNach3', value: '60 €' },
  ],
  campaigns: [
    {
      AktionsId: 10,
      Titel: 'Glasfaser-Wochen',
      Text: 'Für Glasfaser-Empfehlungen gibt es bis zu 90 € Prämie.',
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
