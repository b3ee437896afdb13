import { describe, expect, it } from 'vitest';
import { consentAgbText, linkedParts, withoutMarkup } from './consent-text.ts';

const links = 'Siehe die <agb>Teilnahmebedingungen</agb> und die <privacy>Datenschutzerklärung</privacy>.';

describe('linkedParts', () => {
  it('splits a sentence into words and links', () => {
    expect(linkedParts(links)).toEqual([
      { text: 'Siehe die ' },
      { text: 'Teilnahmebedingungen', link: 'agb' },
      { text: ' und die ' },
      { text: 'Datenschutzerklärung', link: 'privacy' },
      { text: '.' },
    ]);
  });

  it.each([
    { text: '', parts: [] },
    { text: 'ohne Links', parts: [{ text: 'ohne Links' }] },
    { text: '<agb>AGB</agb>', parts: [{ text: 'AGB', link: 'agb' }] },
    { text: 'offen <agb>AGB', parts: [{ text: 'offen <agb>AGB' }] },
  ])('$text', ({ text, parts }) => {
    expect(linkedParts(text)).toEqual(parts);
  });
});

describe('consentAgbText', () => {
  it('is the shown text: paragraphs, the link sentence without markup, the label', () => {
    expect(withoutMarkup(links)).toBe('Siehe die Teilnahmebedingungen und die Datenschutzerklärung.');
    expect(consentAgbText(['Absatz 1', 'Absatz 2'], links, 'Ich stimme zu.')).toBe(
      'Absatz 1\n\nAbsatz 2\n\nSiehe die Teilnahmebedingungen und die Datenschutzerklärung.\n\nIch stimme zu.',
    );
  });
});
