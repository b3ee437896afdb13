import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { BREAKPOINTS } from '@kwk/shared/constants';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { ChannelKey, Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { SPEC_FEATURES, SPEC_SHARE_TEMPLATES } from '../../modules/tenants/new-tenant-config.ts';
import type { TenantBrand, TenantSettings } from '../../modules/tenants/tenants.table.ts';

/** One demo tenant as a versioned file: everything the seed writes for it. */
export interface TenantSeed {
  key: string;
  hosts: string[];
  settings: TenantSettings;
  brand: TenantBrand;
  texts: { de: Record<string, string>; en: Record<string, string> };
  /** CMS variables; without `language` a German one (an English value missing shows the German). */
  variables: { set: string; name: string; value: string; language?: 'de' | 'en' }[];
  campaigns: (Omit<Campaign, 'abgehakt'> & { startsOn: string; endsOn: string | null })[];
}

type Channels = Mandant['Channels'];

/**
 * A sentence naming a tenant's bonus rewards (Rules.BonusPraemien), for its texts where the
 * referrer sees rewards — start page and reward overview (issue 17) — made from the tiers
 * themselves, so the texts cannot promise other amounts than the engine pays.
 */
export function bonusSentence(tiers: Mandant['Rules']['BonusPraemien'], lang: Language): string {
  const parts = [...tiers]
    .sort((a, b) => a.NachErfolgreichen - b.NachErfolgreichen)
    .map((t) =>
      lang === 'de'
        ? `${formatRewardEuro(t.Cent, 'de')} extra nach ${t.NachErfolgreichen}`
        : `${formatRewardEuro(t.Cent, 'en')} extra after ${t.NachErfolgreichen}`,
    );
  const list =
    parts.length > 1
      ? `${parts.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${parts.at(-1)}`
      : parts[0];
  return lang === 'de'
    ? `Dazu gibt es Bonusprämien: ${list} erfolgreichen Empfehlungen.`
    : `On top come bonus rewards: ${list} successful recommendations.`;
}

/** Channels enabled in the given order; all others -1 (spec §3: -1 means disabled). */
export function channelsInOrder(order: ChannelKey[], facebookId = ''): Channels {
  const all: Channels = {
    ModuleEmailClient: -1,
    Gmail: -1,
    Outlook: -1,
    Yahoo: -1,
    Facebook: -1,
    Whatsapp: -1,
    Xing: -1,
    LinkedIn: -1,
    Twitter: -1,
    Instagram: -1,
    Sms: -1,
    FacebookId: facebookId,
  };
  order.forEach((key, index) => {
    all[key] = index + 1;
  });
  return all;
}

/** Key visual in the four breakpoints, webp and jpeg (spec §3), served from the SPA's public folder. */
export function keyVisual(key: string): TenantBrand['KeyVisual'] {
  const src = (bp: string) => ({
    webp: `/brands/${key}/keyvisual-${bp}.webp`,
    jpeg: `/brands/${key}/keyvisual-${bp}.jpg`,
  });
  return { xl: src('xl'), lg: src('lg'), md: src('md'), sm: src('sm') };
}

/**
 * spec §9: tracking ids 28 production, 27 staging, 9 testing and development. Testing and
 * development have no endpoint: the portal counts the goals itself (decision 027), so a demo or test
 * run sends nothing to an analytics host.
 */
export function tracking(endpoint: string): TenantBrand['Tracking'] {
  return {
    production: { id: 28, endpoint },
    staging: { id: 27, endpoint },
    testing: { id: 9, endpoint: '' },
    development: { id: 9, endpoint: '' },
  };
}

/** spec §9: internal consent manager in production and staging, external service in testing and development. */
export const CONSENT_MANAGER: TenantBrand['ConsentManager'] = {
  production: 'internal',
  staging: 'internal',
  testing: 'external',
  development: 'external',
};

export function linkDomains(base: string, key: string): TenantBrand['ReferralLinkDomain'] {
  return {
    production: `https://${base}`,
    staging: `https://staging.${base}`,
    testing: `https://testing.${base}`,
    development: `http://${key}.localhost:3000`,
  };
}

/** spec §9 feature switches, as a new tenant gets them. */
export const DEFAULT_FEATURES = SPEC_FEATURES;

export const DEFAULT_BREAKPOINTS = BREAKPOINTS;

export const DEFAULT_SHARE_TEMPLATES: TenantBrand['ShareTemplates'] = {
  ...SPEC_SHARE_TEMPLATES,
  // For the split "referrer only": the friend gets nothing, so the text names no amount (issue 17).
  bodyNoReward: {
    de: 'Hallo, ich bin Kunde bei {client} und empfehle es dir weiter. Schau es dir über meinen Link an: {link}',
    en: 'Hi, I am a customer of {client} and recommend it to you. Have a look through my link: {link}',
  },
};

/**
 * What the demo brands have alike, from their key, analytics endpoint and link domain: tracking,
 * link domains, the consent manager, the key visual, the breakpoints, the spec's features and the
 * share templates.
 */
export function demoBrandCommons(key: string, analyticsEndpoint: string, linkDomain: string) {
  return {
    Tracking: tracking(analyticsEndpoint),
    ReferralLinkDomain: linkDomains(linkDomain, key),
    ConsentManager: CONSENT_MANAGER,
    KeyVisual: keyVisual(key),
    Breakpoints: DEFAULT_BREAKPOINTS,
    Features: DEFAULT_FEATURES,
    ShareTemplates: DEFAULT_SHARE_TEMPLATES,
  } satisfies Partial<TenantBrand>;
}
