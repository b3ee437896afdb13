import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';

/** The tenant's form of address in German (`Brand.Anrede`); absent means "Sie" (decision 054). */
export type Anrede = 'Sie' | 'du';

/**
 * How a mail speaks: the language it is composed in and, in German, the tenant's form of address.
 * Every mail function takes one and returns its `language` with the subject and text, so a mail's
 * language reaches the outbox (and its HTML part) by spreading the mail into `enqueue` (decision 061).
 */
export interface MailVoice {
  language: Language;
  anrede: Anrede;
}

/** The voice of a tenant's mail in `language`: the tenant's form of address. */
export const mailVoice = (brand: Pick<Mandant['Brand'], 'Anrede'>, language: Language): MailVoice => ({
  language,
  anrede: brand.Anrede ?? 'Sie',
});

/** A mail's text in its three forms: English, German with "Sie", German with "du". */
export interface VoicedTexts<T> {
  en: T;
  Sie: T;
  du: T;
}

/** Which of the three forms a voice picks: its key in `VoicedTexts`. */
export const voiceKey = (voice: MailVoice): keyof VoicedTexts<unknown> =>
  voice.language === 'en' ? 'en' : voice.anrede;

/** The mail in the voice's form, carrying the language it is written in (the outbox stores it). */
export function voiced<T extends { subject: string; text: string }>(
  voice: MailVoice,
  texts: VoicedTexts<T>,
): T & { language: Language } {
  return { ...texts[voiceKey(voice)], language: voice.language };
}
