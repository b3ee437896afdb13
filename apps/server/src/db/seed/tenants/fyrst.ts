import { FYRST_CATEGORY_PAGES } from '../category-pages.ts';
import { channelsInOrder, demoBrandCommons, type TenantSeed } from '../tenant-seed.ts';

/** A business-banking brand: business accounts, German IBANs only, the banking activity rule (spec §1). */
export const fyrst: TenantSeed = {
  key: 'fyrst',
  hosts: ['fyrst.localhost'],
  settings: {
    ContentService: { AppName: 'fyrst', ClientId: 'fyrst-portal' },
    Modules: {
      ModuleAgentRecommendation: false,
      ModuleIntegratedFrame: false,
      ModuleCompanyRecommendation: true,
      ModuleErstelleOfflineEmpfehlungCode: false,
      ModuleAdv: false,
      ModuleNewsletterPermission: true,
      ModuleStoringBankdata: true,
      ModuleAgenturbereich: false,
      // The referrer's reminders (issue 30, item 4): a friend has not confirmed; a reward waits.
      ModuleErinnerungUnbestaetigt: true,
      ModuleErinnerungPraemienwahl: true,
    },
    Urls: {
      MandantUrl: 'https://www.fyrst.example',
      EmpfehlenPath: '/geschaeftskonto/empfehlen',
      EmpfehlenWebPage: 'https://www.fyrst.example/geschaeftskonto',
      BestellUrl:
        'https://www.fyrst.example/konto-eroeffnen?produkt={produkt}&empfehlung={empfehlungsnummer}&empfaenger={empfaengernummer}&channel={channel}',
    },
    Channels: channelsInOrder(['ModuleEmailClient', 'Whatsapp', 'LinkedIn', 'Xing']),
    Rules: {
      EmailWhitelist: [],
      RecommenderDefaultShare: 100,
      AllowSelfRecommendation: false,
      IsAutologin: false,
      ForceLogin: false,
      ModuleAuftragsdatumMindestalterTage: 60,
      MaxEmpfaengerPraemieCent: 5000,
      ModuleIBANNurDE: true,
      AgbCheckBoxAutoAccept: false,
      ShowProductCategory: false,
      BankingActivityRule: true,
      HiddenProductIds: [],
      BonusPraemien: [],
      // Goodwill: 250 € a year per account; above one reward (75 €) finance approves too.
      KulanzJahresgrenzeCent: 25000,
      KulanzFreigabeAbCent: 7500,
    },
  },
  brand: {
    Name: 'FYRST',
    Language: 'de',
    ThemePath: '/brands/fyrst/theme.css',
    ApiRoute: 'fyrst',
    LogoUrl: '/brands/fyrst/logo.svg',
    SupportEmail: 'support@fyrst.example',
    Colors: {
      primary: '#0e4a63',
      primaryContrast: '#ffffff',
      secondary: '#e6eff2',
      text: '#1a1a1a',
      background: '#ffffff',
    },
    ...demoBrandCommons('fyrst', 'https://analytics.fyrst.example/', 'empfehlen.fyrst.example'),
    ProductApi: 'banking',
    NavLinks: [
      {
        label: { de: 'Geschäftskonto', en: 'Business account' },
        href: 'https://www.fyrst.example/geschaeftskonto',
      },
    ],
    TermsPdfUrl: '/brands/fyrst/teilnahmebedingungen.pdf',
    SecurityUrl: 'https://www.fyrst.example/sicherheit',
    FrameOrigins: ['https://www.fyrst.example'],
    CategoryPages: FYRST_CATEGORY_PAGES,
    MetaDescription: {
      de: 'Das Empfehlungsprogramm von FYRST, dem Geschäftskonto für Selbstständige: Konto empfehlen, Prämie erhalten und den Stand im persönlichen Bereich sehen.',
      en: 'The FYRST referral programme for the business account of the self-employed: recommend the account, earn a reward and follow it in your personal area.',
    },
    // Demo values: a real deployment puts the operator's own imprint here.
    Imprint: {
      Operator: 'FYRST Beispielbank AG (Demo)',
      Street: 'Musterallee 1',
      PostalCode: '53113',
      City: 'Bonn',
      Country: 'Deutschland',
      Representatives: 'Vorstand: Erika Beispiel (Vorsitz), Max Muster',
      Register: 'Amtsgericht Bonn, HRB 00001 (Demo)',
      VatId: 'DE000000001',
      Phone: '+49 228 0000001',
      Email: 'impressum@fyrst.example',
    },
  },
  texts: {
    de: { 'home.claim': 'Empfehlen Sie FYRST und sichern Sie sich Ihre Prämie.' },
    en: { 'home.claim': 'Recommend FYRST and secure your reward.' },
  },
  variables: [
    { set: 'default', name: 'Produktname', value: 'FYRST Geschäftskonto' },
    { set: 'default', language: 'en', name: 'Produktname', value: 'FYRST business account' },
  ],
  campaigns: [
    {
      AktionsId: 1,
      Titel: 'Herbstaktion',
      // The amount is the campaign's BonusCent, filled in where the text is shown (issue 27, item 9).
      Text: 'Bis Jahresende {campaignBonus} extra für jede erfolgreiche Empfehlung.',
      RechtsText: 'Gilt für Kontoeröffnungen bis 31.12.2026. Es gelten die Teilnahmebedingungen.',
      Zustimmung: true,
      BonusCent: 2500,
      startsOn: '2026-09-01',
      endsOn: '2026-12-31',
    },
  ],
};
