import { describe, expect, it } from 'vitest';
import { CHANNEL_LABELS, channelLabel } from './channel-labels.ts';
import { CHANNEL_KEYS } from './mandant.schemas.ts';

describe('channel labels', () => {
  it('names every configured channel in words in both languages, never by its key', () => {
    for (const key of CHANNEL_KEYS)
      for (const lang of ['de', 'en'] as const) {
        const label = CHANNEL_LABELS[key][lang];
        expect(label, `${key} ${lang}`).toMatch(/\S/);
        expect(label, `${key} ${lang}`).not.toMatch(/^Module|[a-z][A-Z][a-z]+Client/);
      }
    expect(channelLabel('ModuleEmailClient', 'de')).toBe('E-Mail');
    expect(channelLabel('ModuleEmailClient', 'en')).toBe('E-mail');
    expect(channelLabel('Whatsapp', 'de')).toBe('WhatsApp');
  });

  it('shows a channel off the list as it was sent (the recommendation’s Channel is free text)', () => {
    expect(channelLabel('Flyer', 'en')).toBe('Flyer');
  });
});
