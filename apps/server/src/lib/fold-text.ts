/**
 * Text folded for comparing what people type: lower case, umlauts and ß spelt out, accents
 * dropped, only letters and digits left, so "Straße 1" and "strasse  1" fold alike. Keys built on
 * it are stored as hashes: a change here changes every stored key, so it stays as it is.
 */
export const foldText = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
