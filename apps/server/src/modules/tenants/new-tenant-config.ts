import { BREAKPOINTS } from '@kwk/shared/constants';
import {
  DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
  DEFAULT_GOODWILL_YEARLY_CAP_CENT,
} from '@kwk/shared/operator/goodwill.rules';
import { CHANNEL_KEYS, ENVIRONMENTS, MODULE_KEYS } from '@kwk/shared/tenants/mandant.schemas';
import type { TenantBrand, TenantSettings } from './tenants.table.ts';

const perEnvironment = <T>(value: (env: (typeof ENVIRONMENTS)[number]) => T) =>
  Object.fromEntries(ENVIRONMENTS.map((env) => [env, value(env)])) as Record<
    (typeof ENVIRONMENTS)[number],
    T
  >;

/** spec §9 feature switches: friendly captcha off; banknote, bounty notice, call to action on; footer text off. */
export const SPEC_FEATURES: TenantBrand['Features'] = {
  FriendlyCaptcha: false,
  Banknote: true,
  BountyNotice: true,
  CallToAction: true,
  FooterText: false,
  ExitIntent: true,
};

/** The share step's texts of spec §9; the placeholders are filled in when a referrer shares. */
export const SPEC_SHARE_TEMPLATES: TenantBrand['ShareTemplates'] = {
  subject: {
    de: '{firstName} {lastName} empfiehlt dir {client}',
    en: '{firstName} {lastName} recommends {client} to you',
  },
  body: {
    de: 'Hallo, ich bin Kunde bei {client} und empfehle es dir weiter. Über meinen Link bekommst du {reward}: {link}',
    en: 'Hi, I am a customer of {client} and recommend it to you. With my link you get {reward}: {link}',
  },
};

/**
 * A new tenant's configuration: a copy of another tenant's, made its own (its key, name and API
 * route; no hosts, referral link domains or frame origins of the original, which would send the
 * other brand's visitors here), or, without one, the least a start page needs: every module off,
 * e-mail as the only channel, neutral colours that pass AA contrast, spec §9's defaults.
 */
export function newTenantConfig(
  input: { key: string; name: string; developmentOrigin: string },
  copyOf?: { settings: TenantSettings; brand: TenantBrand },
): { settings: TenantSettings; brand: TenantBrand } {
  const linkDomains = perEnvironment((env) => (env === 'development' ? input.developmentOrigin : ''));
  if (copyOf) {
    const copy = structuredClone(copyOf);
    return {
      settings: { ...copy.settings, ContentService: { AppName: input.key, ClientId: `${input.key}-portal` } },
      brand: {
        ...copy.brand,
        Name: input.name,
        ApiRoute: input.key,
        ReferralLinkDomain: linkDomains,
        FrameOrigins: [],
      },
    };
  }
  const channels = Object.fromEntries(CHANNEL_KEYS.map((k) => [k, k === 'ModuleEmailClient' ? 1 : -1]));
  const image = { webp: '', jpeg: '' };
  return {
    settings: {
      ContentService: { AppName: input.key, ClientId: `${input.key}-portal` },
      Modules: Object.fromEntries(MODULE_KEYS.map((k) => [k, false])) as TenantSettings['Modules'],
      Urls: { MandantUrl: '', EmpfehlenPath: '/', EmpfehlenWebPage: '', BestellUrl: '' },
      Channels: { ...(channels as Omit<TenantSettings['Channels'], 'FacebookId'>), FacebookId: '' },
      Rules: {
        EmailWhitelist: [],
        RecommenderDefaultShare: 100,
        AllowSelfRecommendation: false,
        IsAutologin: false,
        ForceLogin: false,
        ModuleAuftragsdatumMindestalterTage: 14,
        MaxEmpfaengerPraemieCent: 0,
        ModuleIBANNurDE: true,
        AgbCheckBoxAutoAccept: false,
        ShowProductCategory: false,
        BankingActivityRule: false,
        HiddenProductIds: [],
        BonusPraemien: [],
        PraemienVerfallMonate: 12,
        KulanzJahresgrenzeCent: DEFAULT_GOODWILL_YEARLY_CAP_CENT,
        KulanzFreigabeAbCent: DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
      },
    },
    brand: {
      Name: input.name,
      Language: 'de',
      ThemePath: '',
      ApiRoute: input.key,
      LogoUrl: '',
      SupportEmail: '',
      Colors: {
        primary: '#005a8c',
        primaryContrast: '#ffffff',
        secondary: '#e6eef3',
        text: '#1a1a1a',
        background: '#ffffff',
      },
      // spec §9: tracking ids 28 production, 27 staging, 9 testing and development.
      Tracking: perEnvironment((env) => ({
        id: env === 'production' ? 28 : env === 'staging' ? 27 : 9,
        endpoint: '',
      })),
      ReferralLinkDomain: linkDomains,
      // spec §9: internal consent manager in production and staging, external elsewhere.
      ConsentManager: perEnvironment((env) =>
        env === 'production' || env === 'staging' ? 'internal' : 'external',
      ),
      KeyVisual: { xl: image, lg: image, md: image, sm: image },
      Breakpoints: { ...BREAKPOINTS },
      // The sales partner's catalogue: a product list without tariffs or banking rules.
      ProductApi: 'partner',
      Features: { ...SPEC_FEATURES },
      ShareTemplates: structuredClone(SPEC_SHARE_TEMPLATES),
      NavLinks: [],
      TermsPdfUrl: '',
      SecurityUrl: '',
      FrameOrigins: [],
      CategoryPages: [],
    },
  };
}
