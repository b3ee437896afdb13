import { PARTNER_CATEGORY_PAGES } from '../category-pages.ts';
import { channelsInOrder, demoBrandCommons, type TenantSeed } from '../tenant-seed.ts';

/** A sales partner: agent recommendations and the agency area; no autologin, no forced login. */
export const partner: TenantSeed = {
  key: 'partner',
  hosts: ['partner.localhost'],
  settings: {
    ContentService: { AppName: 'partner', ClientId: 'partner-portal' },
    Modules: {
      ModuleAgentRecommendation: true,
      ModuleIntegratedFrame: false,
      ModuleCompanyRecommendation: true,
      ModuleErstelleOfflineEmpfehlungCode: true,
      ModuleAdv: false,
      ModuleNewsletterPermission: false,
      ModuleStoringBankdata: false,
      ModuleAgenturbereich: true,
    },
    Urls: {
      MandantUrl: 'https://www.vertriebspartner.example',
      EmpfehlenPath: '/empfehlen',
      EmpfehlenWebPage: 'https://www.vertriebspartner.example/empfehlen',
      BestellUrl:
        'https://shop.vertriebspartner.example/bestellung?produkt={produkt}&empfehlung={empfehlungsnummer}&empfaenger={empfaengernummer}&channel={channel}',
    },
    Channels: channelsInOrder(['ModuleEmailClient', 'Whatsapp', 'Facebook', 'LinkedIn', 'Sms']),
    Rules: {
      EmailWhitelist: [],
      RecommenderDefaultShare: 50,
      AllowSelfRecommendation: false,
      IsAutologin: false,
      ForceLogin: false,
      ModuleAuftragsdatumMindestalterTage: 30,
      MaxEmpfaengerPraemieCent: 2500,
      ModuleIBANNurDE: false,
      AgbCheckBoxAutoAccept: false,
      ShowProductCategory: true,
      BankingActivityRule: false,
      HiddenProductIds: [],
      BonusPraemien: [],
      // Goodwill: 150 € a year per account; above one full reward (50 €) finance approves too.
      KulanzJahresgrenzeCent: 15000,
      KulanzFreigabeAbCent: 5000,
    },
  },
  brand: {
    Name: 'Vertriebspartner',
    Language: 'de',
    ThemePath: '/brands/partner/theme.css',
    ApiRoute: 'partner',
    LogoUrl: '/brands/partner/logo.svg',
    SupportEmail: 'support@vertriebspartner.example',
    Colors: {
      primary: '#c2410c',
      primaryContrast: '#ffffff',
      secondary: '#fdeee3',
      text: '#1a1a1a',
      background: '#ffffff',
    },
    ...demoBrandCommons(
      'partner',
      'https://analytics.vertriebspartner.example/',
      'empfehlen.vertriebspartner.example',
    ),
    ProductApi: 'partner',
    NavLinks: [
      {
        label: { de: 'Berater finden', en: 'Find an advisor' },
        href: 'https://www.vertriebspartner.example/berater',
      },
    ],
    TermsPdfUrl: '/brands/partner/teilnahmebedingungen.pdf',
    SecurityUrl: 'https://www.vertriebspartner.example/sicherheit',
    FrameOrigins: ['https://www.vertriebspartner.example'],
    CategoryPages: PARTNER_CATEGORY_PAGES,
    MetaDescription: {
      de: 'Das Empfehlungsprogramm von Vertriebspartner: Ihren Berater und seine Produkte weiterempfehlen, Prämie erhalten und den Stand im persönlichen Bereich sehen.',
      en: 'The Vertriebspartner referral programme: recommend your advisor and their products, earn a reward and follow it in your personal area.',
    },
    // Demo values: a real deployment puts the operator's own imprint here.
    Imprint: {
      Operator: 'Vertriebspartner Beispiel GmbH & Co. KG (Demo)',
      Street: 'Musterweg 5',
      PostalCode: '20095',
      City: 'Hamburg',
      Country: 'Deutschland',
      Representatives: 'Vertreten durch die Beispiel Verwaltungs GmbH, Geschäftsführer: Paul Muster',
      Register: 'Amtsgericht Hamburg, HRA 00003 (Demo)',
      VatId: 'DE000000003',
      Phone: '+49 40 0000003',
      Email: 'impressum@vertriebspartner.example',
    },
    // Demo values: the issuer of the agencies' credit notes (decision 038).
    CreditNoteIssuer: {
      Name: 'Vertriebspartner Beispiel GmbH & Co. KG (Demo)',
      Street: 'Musterweg 5',
      PostalCode: '20095',
      City: 'Hamburg',
      Country: 'Deutschland',
      TaxNumber: '22/123/45678',
      VatId: 'DE000000003',
    },
  },
  texts: {
    de: { 'home.claim': 'Empfehlen Sie Ihren Berater weiter.' },
    en: { 'home.claim': 'Recommend your advisor.' },
  },
  variables: [
    // The reward's amount is the catalogue's variable {Praemie} (reward-amounts.ts, issue 27).
    { set: 'default', name: 'Ansprechpartner', value: 'Ihre Beraterin oder Ihr Berater' },
    { set: 'default', language: 'en', name: 'Ansprechpartner', value: 'your advisor' },
    // The agency area's own variables (POST content/agenturvariables/default).
    { set: 'agentur:default', name: 'AgenturSupportEmail', value: 'agenturen@vertriebspartner.example' },
    { set: 'agentur:default', name: 'AgenturSupportTelefon', value: '040 0000004' },
  ],
  campaigns: [],
};
