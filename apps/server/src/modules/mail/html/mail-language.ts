import type { Language } from '@kwk/shared/errors/error-codes';

// Words only one of the two languages uses, as the portal's mails write them.
const ENGLISH = /\b(the|your|you|and|of|is|to|please|hello|with)\b/gi;
const GERMAN = /\b(der|die|das|und|Ihre?|Sie|dein|du|bitte|hallo|mit|ist|zu)\b/gi;

function byWords(text: string): Language | undefined {
  const english = text.match(ENGLISH)?.length ?? 0;
  const german = text.match(GERMAN)?.length ?? 0;
  if (english === german) return undefined;
  return english > german ? 'en' : 'de';
}

/**
 * The language a stored mail is written in: the outbox keeps the finished text, not the language
 * it was written in (its callers stay as they are), so the HTML part reads it off the words of the
 * first paragraph (the recommendation mail ends in a German note whatever its language), else of
 * the whole text; a tie keeps the tenant's language.
 */
export function mailLanguageOf(mail: string, fallback: Language): Language {
  const opening = mail.trim().split(/\n{2,}/)[0] ?? '';
  return byWords(opening) ?? byWords(mail) ?? fallback;
}
