import type { KeyVisual } from '@kwk/shared/content/cms.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

describe.each(databaseKinds())('CMS content from the portal’s own store on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers a content block in the asked language: ?lang= over Accept-Language', async () => {
    const de = await t.app.inject({ url: '/api/v1/telko/cms/bloecke/hero' });
    expectAnswer(de, 200).toEqual({
      Id: 'hero',
      Title: 'Freunde werben lohnt sich',
      Body: expect.stringContaining('Empfehlen Sie {client}'),
      Language: 'de',
    });
    const en = await t.app.inject({
      url: '/api/v1/telko/cms/bloecke/hero',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(en.json().Title).toBe('Recommending pays');
    expect(en.headers['content-language']).toBe('en');
    const forced = await t.app.inject({
      url: '/api/v1/telko/cms/bloecke/hero?lang=de',
      headers: { 'accept-language': 'en' },
    });
    expect(forced.json().Language).toBe('de');
  });

  it('lists the blocks of each brand with its own texts and the three steps', async () => {
    const ids = async (key: string) =>
      ((await t.app.inject({ url: `/api/v1/${key}/cms/bloecke` })).json() as { Id: string }[]).map(
        (b) => b.Id,
      );
    for (const key of ['telko', 'fyrst', 'partner']) {
      expect(await ids(key)).toEqual(['hero', 'offer', 'step-1', 'step-2', 'step-3']);
    }
    const fyrst = await t.app.inject({ url: '/api/v1/fyrst/cms/bloecke/hero' });
    expect(fyrst.json().Title).toBe('Empfehlen Sie FYRST');
  });

  it('answers 404 with {code, message} in the user’s language for an unknown block, FAQ or key visual', async () => {
    const block = await t.app.inject({
      url: '/api/v1/telko/cms/bloecke/nope',
      headers: { 'accept-language': 'en' },
    });
    expectAnswer(block, 404).toEqual({
      code: 'content.block_not_found',
      message: 'There is no such content block.',
    });
    const faq = await t.app.inject({ url: '/api/v1/telko/cms/faqs/nope' });
    expect(faq.json()).toEqual({ code: 'content.faq_not_found', message: 'Diese Frage gibt es nicht.' });
    const visual = await t.app.inject({ url: '/api/v1/telko/cms/keyvisual/other' });
    expect(visual.statusCode).toBe(404);
    expect(visual.json().code).toBe('content.keyvisual_not_found');
    const badId = await t.app.inject({ url: `/api/v1/telko/cms/bloecke/${'x'.repeat(101)}` });
    expect(badId.statusCode).toBe(400);
    const badLang = await t.app.inject({ url: '/api/v1/telko/cms/faqs?lang=fr' });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().code).toBe('common.validation');
  });

  it('lists the FAQs by group and position; fyrst has its business account question, telko not', async () => {
    const faqs = (await t.app.inject({ url: '/api/v1/fyrst/cms/faqs' })).json() as {
      Id: string;
      Group: string;
      Position: number;
      Question: string;
    }[];
    expect(faqs.map((f) => f.Id)).toEqual([
      'link-gueltigkeit',
      'selbstempfehlung',
      'auszahlung',
      'geschaeftskonto',
      'teilnahme',
      'empfehlungen',
    ]);
    expect(faqs.find((f) => f.Id === 'teilnahme')?.Question).toBe(
      'Wer kann am Empfehlungsprogramm teilnehmen?',
    );
    const telko = (await t.app.inject({ url: '/api/v1/telko/cms/faqs?lang=en' })).json() as { Id: string }[];
    expect(telko.map((f) => f.Id)).not.toContain('geschaeftskonto');
    const one = await t.app.inject({ url: '/api/v1/telko/cms/faqs/link-gueltigkeit?lang=en' });
    expect(one.json()).toEqual({
      Id: 'link-gueltigkeit',
      Question: 'How long is my referral link valid?',
      Answer: 'A referral link is valid for 60 days.',
      Group: 'Recommending',
      Position: 1,
      Language: 'en',
    });
  });

  it('answers footnotes filtered by Identifier (spec §3 fields)', async () => {
    const res = await t.app.inject({ url: '/api/v1/partner/cms/fussnoten?identifier=praemie' });
    expectAnswer(res, 200).toEqual([
      {
        Id: 'fn-praemie',
        Identifier: 'praemie',
        Titel: 'Prämie',
        Gruppe: 'Startseite',
        Inhalt: expect.stringContaining('Aufteilung'),
        Language: 'de',
      },
    ]);
    const all = (await t.app.inject({ url: '/api/v1/partner/cms/fussnoten' })).json() as unknown[];
    expect(all).toHaveLength(2);
    expect((await t.app.inject({ url: '/api/v1/partner/cms/fussnoten?identifier=none' })).json()).toEqual([]);
  });

  it('answers each brand’s key visual with four breakpoints, each webp and jpeg with its real size', async () => {
    const res = await t.app.inject({ url: '/api/v1/telko/cms/keyvisual/start?lang=en' });
    expect(res.statusCode).toBe(200);
    const visual = res.json() as KeyVisual;
    expect(visual.Alt).toBe('Two friends sharing a recommendation on a smartphone');
    expect(Object.keys(visual.Sources).sort()).toEqual(['lg', 'md', 'sm', 'xl']);
    expect(visual.Sources.xl).toMatchObject({ MinWidth: 1440, Width: 1440, Height: 480 });
    expect(visual.Sources.sm).toMatchObject({ MinWidth: 320, Width: 640, Height: 360 });
    // Every demo brand's: the seed takes their sizes from the breakpoints, not from reading them.
    for (const tenant of ['telko', 'fyrst', 'partner']) {
      const answer = await t.app.inject({ url: `/api/v1/${tenant}/cms/keyvisual/start` });
      const sources = (answer.json() as KeyVisual).Sources;
      for (const bp of ['xl', 'lg', 'md', 'sm'] as const) {
        const s = sources[bp];
        expect(s.Webp).toMatch(new RegExp(`^/api/v1/${tenant}/cms/bilder/[0-9a-f]{64}\\.webp$`));
        for (const [url, format] of [
          [s.Webp, 'webp'],
          [s.Jpeg, 'jpeg'],
        ] as const) {
          const image = await t.app.inject({ url });
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe(`image/${format}`);
          expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          // The size in the answer is the image's own: the page reserves exactly its room.
          const meta = await sharp(image.rawPayload).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([format, s.Width, s.Height]);
        }
      }
    }
  });

  it('never serves one tenant’s image under another tenant, nor a webp under .jpg', async () => {
    const visual = (await t.app.inject({ url: '/api/v1/telko/cms/keyvisual/start' })).json() as KeyVisual;
    const file = visual.Sources.md.Webp.split('/').pop()!;
    expect((await t.app.inject({ url: `/api/v1/fyrst/cms/bilder/${file}` })).statusCode).toBe(404);
    const asJpg = await t.app.inject({ url: `/api/v1/telko/cms/bilder/${file.replace('.webp', '.jpg')}` });
    expect(asJpg.statusCode).toBe(404);
    expect(asJpg.json().code).toBe('content.image_not_found');
    expect((await t.app.inject({ url: '/api/v1/telko/cms/bilder/..%2F..%2Fetc.jpg' })).statusCode).toBe(404);
  });
});
