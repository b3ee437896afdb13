import type { ChannelKey } from '@kwk/shared/tenants/mandant.schemas';

/** What a share text is made from: Brand.ShareTemplates filled with the referrer's ShareInfo. */
export interface ShareTemplateValues {
  client: string;
  link: string;
  reward: string;
  firstName: string;
  lastName: string;
}

export interface ShareMessage {
  subject: string;
  body: string;
  link: string;
}

/**
 * How a channel's button behaves:
 * - `web`: opens the provider's share/compose page in a new window;
 * - `app`: a deep link (mailto:, sms:) the device hands to an installed app;
 * - `copy-open`: no web share URL exists (Instagram), so the text is copied and the site opened.
 */
export type ShareKind = 'web' | 'app' | 'copy-open';

export interface ShareTarget {
  channel: ChannelKey;
  href: string;
  kind: ShareKind;
}

const PLACEHOLDER = /\{(client|link|reward|firstName|lastName)\}/g;

/** Fills the placeholders {client} {link} {reward} {firstName} {lastName}; unknown braces stay. */
export function fillTemplate(template: string, values: ShareTemplateValues): string {
  return template.replace(PLACEHOLDER, (_, key: keyof ShareTemplateValues) => values[key]);
}

/** The subject and body of a share; a body template without {link} still carries the link. */
export function shareMessage(
  templates: { subject: string; body: string },
  values: ShareTemplateValues,
): ShareMessage {
  const body = fillTemplate(templates.body, values);
  return {
    subject: fillTemplate(templates.subject, values),
    body: body.includes(values.link) ? body : `${body} ${values.link}`.trim(),
    link: values.link,
  };
}

const enc = encodeURIComponent;

/** The share URL of one channel (spec §1 channels; one row per channel in the test). */
export function shareTarget(channel: ChannelKey, message: ShareMessage, facebookAppId = ''): ShareTarget {
  const { subject, body, link } = message;
  switch (channel) {
    case 'ModuleEmailClient':
      return { channel, kind: 'app', href: `mailto:?subject=${enc(subject)}&body=${enc(body)}` };
    case 'Gmail':
      return {
        channel,
        kind: 'web',
        href: `https://mail.google.com/mail/?view=cm&fs=1&su=${enc(subject)}&body=${enc(body)}`,
      };
    case 'Outlook':
      return {
        channel,
        kind: 'web',
        href: `https://outlook.live.com/mail/0/deeplink/compose?subject=${enc(subject)}&body=${enc(body)}`,
      };
    case 'Yahoo':
      return {
        channel,
        kind: 'web',
        href: `https://compose.mail.yahoo.com/?subject=${enc(subject)}&body=${enc(body)}`,
      };
    case 'Whatsapp':
      return { channel, kind: 'web', href: `https://wa.me/?text=${enc(body)}` };
    case 'Facebook':
      return {
        channel,
        kind: 'web',
        href: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}${facebookAppId ? `&app_id=${enc(facebookAppId)}` : ''}`,
      };
    case 'Xing':
      return { channel, kind: 'web', href: `https://www.xing.com/spi/shares/new?url=${enc(link)}` };
    case 'LinkedIn':
      return {
        channel,
        kind: 'web',
        href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}`,
      };
    case 'Twitter':
      return { channel, kind: 'web', href: `https://twitter.com/intent/tweet?text=${enc(body)}` };
    case 'Instagram':
      return { channel, kind: 'copy-open', href: 'https://www.instagram.com/' };
    case 'Sms':
      return { channel, kind: 'app', href: `sms:?&body=${enc(body)}` };
  }
}
