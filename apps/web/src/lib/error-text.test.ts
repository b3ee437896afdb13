import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it.each([
    {
      code: 'captcha.required',
      lang: 'de' as const,
      text: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
    },
    {
      code: 'captcha.invalid',
      lang: 'en' as const,
      text: 'The security check is wrong or has expired. Please try again.',
    },
    { code: 'common.not_found', lang: 'de' as const, text: 'Ihre Anfrage konnte nicht verarbeitet werden.' },
    {
      code: 'nope',
      lang: 'de' as const,
      text: 'Es ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    },
    { code: undefined, lang: 'en' as const, text: 'A technical error occurred. Please try again later.' },
  ])('$code ($lang)', ({ code, lang, text }) => {
    expect(errorText(code, lang)).toBe(text);
  });
});
