import type { Language } from '@kwk/shared/errors/error-codes';
import { type SharePeople, type ShareTemplateSet, shareTexts } from '@kwk/shared/referrals/share-text';
import type { ChannelKey } from '@kwk/shared/tenants/mandant.schemas';

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

/**
 * The subject and body of a share (the friend's actual share by the split, or no amount: shared
 * share-text); a body template without {link} still carries the link.
 */
export function shareMessage(
  templates: ShareTemplateSet,
  people: SharePeople,
  friendCent: number,
  lang: Language,
): ShareMessage {
  const { subject, body } = shareTexts(templates, people, friendCent, lang);
  return {
    subject,
    body: body.includes(people.link) ? body : `${body} ${people.link}`.trim(),
    link: people.link,
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
