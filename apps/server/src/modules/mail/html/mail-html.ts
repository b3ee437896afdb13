import type { Language } from '@kwk/shared/errors/error-codes';
import type { Tenant } from '../../tenants/tenants.api.ts';
import type { BrandedMailProps } from './branded-mail.tsx';
import { mailBlocks, preheaderOf } from './mail-blocks.ts';
import { mailChrome } from './mail-texts.ts';

/** What the HTML part needs beside the mail: the tenant, its texts and where its portal lives. */
export interface MailBranding {
  tenants: { byId(id: string): Promise<Tenant | undefined> };
  /** The tenant's texts of a language whose key starts with `mail.` (content's `texts`). */
  texts(tenantId: string, lang: Language): Promise<Record<string, string>>;
  /** The tenant's portal origin (`portalOrigin`): logo, key visual and links point there. */
  origin(tenant: Tenant): string;
  /** The console's origin, for the mails to operators, who belong to no tenant. */
  consoleOrigin: string;
}

export interface MailToRender {
  tenantId: string | null;
  kind: string;
  /** The language the mail was composed in (the outbox's column). */
  language: Language;
  subject: string;
  text: string;
}

/** The console's mails carry no tenant's brand: neutral colours, no logo. */
const NEUTRAL = {
  primary: '#1f4e79',
  primaryContrast: '#ffffff',
  secondary: '#eef2f6',
  text: '#1a1a1a',
  background: '#ffffff',
};

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

/** The props of a mail's HTML part: pure, from the mail, the tenant and the tenant's texts. */
export function brandedMailProps(
  mail: MailToRender,
  tenant: Tenant | undefined,
  origin: string,
  lang: Language,
  texts: Readonly<Record<string, string>>,
): BrandedMailProps {
  const brand = tenant?.mandant.Brand;
  const name = brand?.Name ?? '';
  const support = brand?.SupportEmail ?? '';
  return {
    lang,
    subject: mail.subject,
    preheader: preheaderOf(mail.text),
    blocks: mailBlocks(mail.text, origin),
    chrome: mailChrome(mail.kind, lang, brand?.Anrede ?? 'Sie', texts, { brand: name, support }),
    brand: {
      name,
      supportEmail: support,
      colors: brand?.Colors ?? NEUTRAL,
      logoUrl: brand && absolute(brand.LogoUrl, origin),
      keyVisualUrl: brand && absolute(brand.KeyVisual.md.jpeg, origin),
      imprintUrl: brand && absolute('/impressum', origin),
      privacyUrl: brand && absolute('/datenschutz', origin),
    },
  };
}

/**
 * Renders a stored mail's HTML part. React, React Email and the components are imported with the
 * first mail (decision 054), so a server whose outbox stays empty never holds them.
 */
export function createMailHtml(branding: MailBranding) {
  let renderer: Promise<(props: BrandedMailProps) => Promise<string>> | undefined;
  const loaded = () =>
    (renderer ??= Promise.all([
      import('./branded-mail.tsx'),
      import('@react-email/render'),
      import('react'),
    ]).then(async ([{ loadBrandedMail }, { render }, { createElement }]) => {
      const BrandedMail = await loadBrandedMail();
      // The HTML5 doctype: React Email writes XHTML 1.0 Transitional's, which the markup is not.
      return async (props: BrandedMailProps) =>
        (await render(createElement(BrandedMail, props))).replace(/^<!DOCTYPE[^>]*>/i, '<!DOCTYPE html>');
    }));
  return async (mail: MailToRender): Promise<string> => {
    const tenant = mail.tenantId ? await branding.tenants.byId(mail.tenantId) : undefined;
    const lang = mail.language;
    const origin = tenant ? branding.origin(tenant) : branding.consoleOrigin;
    const texts = tenant ? await branding.texts(tenant.id, lang) : {};
    const props = brandedMailProps(mail, tenant, origin, lang, texts);
    return (await loaded())(props);
  };
}

export type MailHtml = ReturnType<typeof createMailHtml>;
