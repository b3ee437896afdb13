import { describe, expect, it, vi } from 'vitest';
import { type TOptions, Translator } from './translator.ts';

function translator(): Translator {
  const i18n = new Translator('de', 'de');
  i18n.addResourceBundle('de', 'translation', {
    home: { title: 'Willkommen', greeting: 'Hallo {{name}}, {{ name }}!' },
    onlyGerman: 'Nur deutsch',
    empty: '',
    files: { count_one: '{{count}} Datei', count_other: '{{count}} Dateien' },
    items: { count_one: 'ein Eintrag', count_other: '{{count}} Einträge', count_zero: 'keine Einträge' },
    bare: '{{count}} mal',
    steps: ['Erst {{client}}', 'Dann {{client}}'],
    nested: { a: { b: 'tief {{x}}' } },
  });
  i18n.addResourceBundle('en', 'translation', {
    home: { title: 'Welcome' },
    files: { count_one: '{{count}} file', count_other: '{{count}} files' },
    bare: '{{count}} times',
  });
  i18n.addResourceBundle('de', 'agency', { shell: { title: 'Agentur' } });
  return i18n;
}

describe('t', () => {
  it.each<{ lng: string; ns?: string; key: string; options?: TOptions; text: unknown }>([
    { lng: 'de', key: 'home.title', text: 'Willkommen' },
    { lng: 'en', key: 'home.title', text: 'Welcome' },
    { lng: 'en', key: 'onlyGerman', text: 'Nur deutsch' },
    { lng: 'de', key: 'empty', text: '' },
    { lng: 'de', key: 'home.greeting', options: { name: 'Ada' }, text: 'Hallo Ada, Ada!' },
    { lng: 'de', key: 'home.greeting', text: 'Hallo {{name}}, {{ name }}!' },
    { lng: 'de', key: 'home.greeting', options: { name: undefined }, text: 'Hallo , !' },
    { lng: 'de', key: 'home.greeting', options: { name: 7 }, text: 'Hallo 7, 7!' },
    { lng: 'de', key: 'home.greeting', options: { name: '{{name}}' }, text: 'Hallo {{name}}, {{name}}!' },
    { lng: 'de', key: 'files.count', options: { count: 1 }, text: '1 Datei' },
    { lng: 'de', key: 'files.count', options: { count: 2 }, text: '2 Dateien' },
    { lng: 'de', key: 'files.count', options: { count: 0 }, text: '0 Dateien' },
    { lng: 'en', key: 'files.count', options: { count: 1 }, text: '1 file' },
    { lng: 'de', key: 'items.count', options: { count: 0 }, text: 'keine Einträge' },
    { lng: 'de', key: 'items.count', options: { count: 3 }, text: '3 Einträge' },
    { lng: 'en', key: 'items.count', options: { count: 1 }, text: 'ein Eintrag' },
    { lng: 'de', key: 'bare', options: { count: 4 }, text: '4 mal' },
    { lng: 'en', key: 'bare', options: { count: 1 }, text: '1 times' },
    { lng: 'de', key: 'missing.key', text: 'missing.key' },
    { lng: 'de', key: 'missing', options: { defaultValue: 'Ersatz {{n}}', n: 1 }, text: 'Ersatz 1' },
    { lng: 'de', key: 'home.title', options: { defaultValue: 'Ersatz' }, text: 'Willkommen' },
    { lng: 'de', key: 'home', text: 'home' },
    { lng: 'de', key: 'home.title.deeper', text: 'home.title.deeper' },
    { lng: 'de', key: 'nested.a.b', options: { x: 1 }, text: 'tief 1' },
    {
      lng: 'de',
      key: 'steps',
      options: { returnObjects: true, client: 'fyrst' },
      text: ['Erst fyrst', 'Dann fyrst'],
    },
    { lng: 'en', key: 'nested', options: { returnObjects: true, x: 2 }, text: { a: { b: 'tief 2' } } },
    { lng: 'de', key: 'steps.1', options: { client: 'K' }, text: 'Dann K' },
    { lng: 'de', ns: 'agency', key: 'shell.title', text: 'Agentur' },
    { lng: 'de', ns: 'agency', key: 'home.title', text: 'home.title' },
    { lng: 'en', ns: 'agency', key: 'shell.title', text: 'Agentur' },
  ])('$lng $ns $key $options → $text', ({ lng, ns, key, options, text }) => {
    expect(translator().getFixedT(lng, ns ?? 'translation')(key, options)).toEqual(text);
  });

  it('is one function per language and namespace, bound to its language', async () => {
    const i18n = translator();
    const t = i18n.getFixedT('de', 'translation');
    expect(i18n.getFixedT('de', 'translation')).toBe(t);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(t('home.title')).toBe('Willkommen');
    expect(i18n.getFixedT(i18n.language, 'translation')('home.title')).toBe('Welcome');
  });
});

describe('resources', () => {
  it('deep merge keeps existing texts unless told to overwrite; the source is copied', () => {
    const i18n = translator();
    const pages = { home: { title: 'Seite', extra: 'Neu' } };
    i18n.addResourceBundle('de', 'translation', pages, true, false);
    const t = i18n.getFixedT('de', 'translation');
    expect([t('home.title'), t('home.extra'), t('home.greeting', { name: 'A' })]).toEqual([
      'Willkommen',
      'Neu',
      'Hallo A, A!',
    ]);
    i18n.addResourceBundle('de', 'translation', { home: { title: 'Ersetzt' } }, true, true);
    expect(t('home.title')).toBe('Ersetzt');
    expect(pages.home.title).toBe('Seite');
  });

  it('a shallow bundle replaces top-level keys', () => {
    const i18n = translator();
    i18n.addResourceBundle('de', 'translation', { home: { other: 'x' } });
    expect(i18n.getFixedT('de', 'translation')('home.title')).toBe('home.title');
  });

  it('addResource sets a dotted key; hasResourceBundle knows what is there', () => {
    const i18n = translator();
    i18n.addResource('de', 'translation', 'home.title', 'Hallo Mandant');
    i18n.addResource('en', 'extra', 'a.b.c', 'deep');
    expect(i18n.getFixedT('de', 'translation')('home.title')).toBe('Hallo Mandant');
    expect(i18n.getFixedT('en', 'extra')('a.b.c')).toBe('deep');
    expect([i18n.hasResourceBundle('en', 'extra'), i18n.hasResourceBundle('en', 'agency')]).toEqual([
      true,
      false,
    ]);
  });

  it('tells subscribers about every change of texts or language', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    const before = i18n.getVersion();
    i18n.addResource('de', 'translation', 'x', 'y');
    i18n.addResourceBundle('en', 'agency', {});
    await i18n.changeLanguage('en');
    stop();
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(i18n.getVersion()).toBe(before + 4);
  });

  it('never writes to or reads from Object.prototype, whatever key a tenant text has', () => {
    const i18n = translator();
    const t = i18n.getFixedT('de', 'translation');
    for (const key of ['__proto__.polluted', 'constructor.prototype.polluted', 'a.__proto__.polluted'])
      i18n.addResource('de', 'translation', key, 'boom');
    i18n.addResourceBundle('de', 'translation', JSON.parse('{"__proto__":{"polluted":"boom"}}'), true, true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Inherited names are no texts: the key comes back, as for any missing text.
    expect(t('constructor')).toBe('constructor');
    expect(t('toString')).toBe('toString');
    expect(t('home.__proto__')).toBe('home.__proto__');
  });
});
