import type { Language } from '../errors/error-codes.ts';
import { CHANNEL_KEYS, type ChannelKey } from './mandant.schemas.ts';

/**
 * The share channels' names as people read them, in German and English: the configuration's
 * keys (`ModuleEmailClient`, `Sms`) are identifiers, not words. One map for every place that
 * shows or exports a referral's channel (the agency's report and its CSV/XLSX export), so the
 * screen and the file say the same.
 */
export const CHANNEL_LABELS: Record<ChannelKey, { de: string; en: string }> = {
  ModuleEmailClient: { de: 'E-Mail', en: 'E-mail' },
  Gmail: { de: 'Gmail', en: 'Gmail' },
  Outlook: { de: 'Outlook', en: 'Outlook' },
  Yahoo: { de: 'Yahoo Mail', en: 'Yahoo Mail' },
  Facebook: { de: 'Facebook', en: 'Facebook' },
  Whatsapp: { de: 'WhatsApp', en: 'WhatsApp' },
  Xing: { de: 'XING', en: 'XING' },
  LinkedIn: { de: 'LinkedIn', en: 'LinkedIn' },
  Twitter: { de: 'X (Twitter)', en: 'X (Twitter)' },
  Instagram: { de: 'Instagram', en: 'Instagram' },
  Sms: { de: 'SMS', en: 'SMS' },
};

const KNOWN: ReadonlySet<string> = new Set(CHANNEL_KEYS);

/**
 * A stored channel's name in `lang`. The recommendation's `Channel` is free text of up to 50
 * characters (spec §4), so a value off the list is shown as it was sent rather than hidden.
 */
export function channelLabel(channel: string, lang: Language): string {
  return KNOWN.has(channel) ? CHANNEL_LABELS[channel as ChannelKey][lang] : channel;
}
