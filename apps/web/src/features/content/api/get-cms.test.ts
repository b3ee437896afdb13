import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { getCmsFootnotes, getVariables } from './get-cms.ts';

afterEach(async () => {
  await setLanguage('de');
});

describe('CMS reads', () => {
  it('ask for the variables in the page’s current language (the server falls back to de per name)', async () => {
    const api = stubApi({ status: 200, body: [{ Name: 'Praemie', Value: '€25' }] });
    await setLanguage('en');
    expect(await getVariables()).toEqual([{ Name: 'Praemie', Value: '€25' }]);
    await setLanguage('de');
    await getVariables();
    expect(
      api.sent.map((r) => [r.url.replace(/^\/api\/v1\/[^/]+\//, ''), r.headers['Accept-Language']]),
    ).toEqual([
      ['content/variables/', 'en'],
      ['content/variables/', 'de'],
    ]);
  });

  it('ask for every footnote without an identifier and for one identifier with it', async () => {
    const api = stubApi({ status: 200, body: [] });
    await getCmsFootnotes(undefined);
    await getCmsFootnotes('praemie');
    expect(api.sent.map((r) => r.url.replace(/^\/api\/v1\/[^/]+\//, ''))).toEqual([
      'cms/fussnoten',
      'cms/fussnoten?identifier=praemie',
    ]);
  });
});
