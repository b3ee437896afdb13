import type { Language } from '@kwk/shared/errors/error-codes';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createContentRepository } from '../../content/content.repository.ts';
import type { Tenant } from '../../tenants/tenant-cache.ts';
import { mailVoice } from '../mail-voice.ts';
import { TEST_CONSOLE_ORIGIN as CONSOLE, deliverOutbox, testMailHtml } from '../outbox.test-helpers.ts';
import { consoleMailCases, type MailCase, mailCases } from './branded-mail-cases.test-helpers.ts';
import type { MailHtml } from './mail-html.ts';

const ORIGIN = 'https://empfehlen.telko.example';

// Mail HTML is table layout with presentational attributes and inline styles (Outlook reads
// nothing else), written by React as `cellPadding`: the style rules against exactly that are off;
// every other rule of the recommended set applies (doctype, nesting, closed elements, duplicate
// ids, attribute values, alt texts).
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'no-deprecated-attr': 'off',
    'no-inline-style': 'off',
    'prefer-tbody': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'no-conditional-comment': 'off',
    'element-permitted-content': 'off',
  },
});

describe('branded HTML mails (issue 30)', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let telko: Tenant;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    smtp = await startSmtpCapture();
    telko = (await t.app.services.tenants.byKey('telko'))!;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const html = () => testMailHtml(t, ORIGIN);

  /** Sends the cases through the outbox and the worker to the SMTP server; the mails by case. */
  async function send(cases: MailCase[], tag: string): Promise<ParsedMail[]> {
    for (const [i, c] of cases.entries())
      await t.app.services.outbox.enqueue(
        { tenantId: c.tenant ? telko.id : null, kind: c.kind, to: `m${i}.${tag}@example.org`, ...c.mail },
        undefined,
        t.clock.now(),
      );
    await deliverOutbox(t, smtp, { html: html() });
    return cases.map((_, i) => {
      const to = `m${i}.${tag}@example.org`;
      const mail = smtp.mails.find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text === to));
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    });
  }

  const visibleText = (document: Document) =>
    (document.querySelector('.mail-card')?.textContent ?? '').replace(/\s+/g, ' ');
  const words = (s: string) => s.replace(/\s+/g, ' ').trim();

  /** What a mail says in the portal's own words, text and HTML: without the parts it quotes. */
  const ownWords = (c: MailCase, mail: ParsedMail) =>
    (c.quoted ?? []).reduce(
      (all, quote) => all.replaceAll(words(quote), ' '),
      words(`${mail.subject} ${mail.text} ${visibleText(new JSDOM(mail.html as string).window.document)}`),
    );
  // The forms of address (issue 30): a "du" tenant's mails hold none of "Sie", a "Sie" tenant's none of "du".
  const SIE_WORDS = /\b(Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)\b/g;
  const DU_WORDS = /(?<![\p{L}])(du|dich|dir|dein\p{L}*)(?![\p{L}])/giu;
  // Words of German the portal's mails use that no English sentence does.
  const GERMAN_WORDS =
    /(?<![\p{L}])(und|der|die|das|den|dem|Sie|Ihr\p{L}*|Ihnen|du|dein\p{L}*|bitte|hallo|mit|ist|zu|für|wir|nicht|Empfehlung\p{L}*|Prämie\p{L}*|erhalten|Daten|gelöscht)(?![\p{L}])/giu;
  const found = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m[0]);

  describe.each<Language>(['de', 'en'])('in %s', (lang) => {
    let cases: MailCase[];
    let mails: ParsedMail[];
    beforeAll(async () => {
      cases = [
        ...mailCases(mailVoice(telko.mandant.Brand, lang), telko.mandant.Brand, ORIGIN),
        ...(lang === 'de' ? consoleMailCases(CONSOLE) : []),
      ];
      mails = await send(cases, lang);
    });

    it('every mail has an HTML part that validates, in the mail’s language', async () => {
      for (const [i, mail] of mails.entries()) {
        expect(mail.html, cases[i]!.kind).toBeTruthy();
        const report = await validator.validateString(mail.html as string);
        const problems = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
        expect(problems, cases[i]!.kind).toEqual([]);
        expect(new JSDOM(mail.html as string).window.document.documentElement.lang, cases[i]!.kind).toBe(
          lang,
        );
      }
    });

    it('links and images are absolute and on the tenant’s portal (the console’s for operators)', () => {
      for (const [i, mail] of mails.entries()) {
        const { document } = new JSDOM(mail.html as string).window;
        const urls = [...document.querySelectorAll('[href], [src]')].map(
          (e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '',
        );
        if (cases[i]!.tenant) expect(urls.length, cases[i]!.kind).toBeGreaterThan(0);
        const origin = cases[i]!.tenant ? ORIGIN : CONSOLE;
        for (const url of urls) expect(new URL(url).origin, `${cases[i]!.kind}: ${url}`).toBe(origin);
      }
    });

    it('a tenant’s mail carries its logo, colour and key visual, one button, dark-mode metadata', () => {
      const brand = telko.mandant.Brand;
      for (const [i, mail] of mails.entries()) {
        if (!cases[i]!.tenant) continue;
        const page = mail.html as string;
        const { document } = new JSDOM(page).window;
        const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
        expect(images, cases[i]!.kind).toEqual([
          `${ORIGIN}${brand.LogoUrl}`,
          `${ORIGIN}${brand.KeyVisual.md.jpeg}`,
        ]);
        expect(page.toLowerCase(), cases[i]!.kind).toContain(brand.Colors.primary.toLowerCase());
        expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe(
          'light dark',
        );
        expect(page).toContain('prefers-color-scheme: dark');
        const buttons = [...document.querySelectorAll('a')].filter((a) =>
          a.getAttribute('style')?.includes('background-color'),
        );
        // A mail with a portal link has exactly one button, to that link; one without has none.
        const hasLink = cases[i]!.mail.text.includes(ORIGIN);
        expect(buttons.length, cases[i]!.kind).toBe(hasLink ? 1 : 0);
        if (hasLink) expect(cases[i]!.mail.text, cases[i]!.kind).toContain(buttons[0]!.getAttribute('href'));
      }
    });

    it(
      lang === 'de'
        ? 'a "Sie" tenant’s mails never say "du"'
        : 'an English mail is wholly English: no German word in its text or HTML',
      () => {
        for (const [i, mail] of mails.entries()) {
          const c = cases[i]!;
          const said = ownWords(c, mail);
          expect(found(lang === 'de' ? DU_WORDS : GERMAN_WORDS, said), `${c.kind}: ${said}`).toEqual([]);
        }
      },
    );

    it('the text part is today’s text, and the HTML says all of it', () => {
      for (const [i, mail] of mails.entries()) {
        const c = cases[i]!;
        expect(words(mail.text ?? ''), c.kind).toBe(words(c.mail.text));
        expect(mail.subject, c.kind).toBe(c.mail.subject);
        const shown = visibleText(new JSDOM(mail.html as string).window.document);
        const { document } = new JSDOM(mail.html as string).window;
        const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
        for (const line of c.mail.text.split('\n').map(words).filter(Boolean)) {
          // The line that is only the main link is the button's target.
          if (/^https?:\/\/\S+$/.test(line) && hrefs.includes(line)) continue;
          expect(shown, `${c.kind}: ${line}`).toContain(line);
        }
      }
    });
  });

  it('the words around the text are the tenant’s texts, in the mail’s language', async () => {
    const original = await t.app.services.content.texts(telko.id, 'de');
    await createContentRepository({ db: t.database.db }).replaceTexts(t.database.db, telko.id, 'de', {
      ...original,
      'mail.button.referral.optin': 'Jetzt bei Telko bestätigen',
      'mail.footer.reason': 'Post von {brand}, weil Sie empfohlen haben.',
    });
    const [de, en] = await send(
      [
        ...mailCases(mailVoice(telko.mandant.Brand, 'de'), telko.mandant.Brand, ORIGIN).slice(0, 1),
        ...mailCases(mailVoice(telko.mandant.Brand, 'en'), telko.mandant.Brand, ORIGIN).slice(0, 1),
      ],
      'texts',
    ).finally(() =>
      createContentRepository({ db: t.database.db }).replaceTexts(t.database.db, telko.id, 'de', original),
    );
    expect(de!.html).toContain('Jetzt bei Telko bestätigen');
    expect(de!.html).toContain('Post von Telko, weil Sie empfohlen haben.');
    expect(en!.html).toContain('Confirm recommendation');
    expect(en!.html).not.toContain('Jetzt bei Telko');
  });

  it('a tenant switched to "du" is addressed with "du" in every mail, text and HTML', async () => {
    await t.database.query(
      `update tenants set brand = brand || '{"Anrede":"du"}'::jsonb where key = 'telko'`,
    );
    t.app.services.tenants.invalidate();
    try {
      // The voice as the callers take it: from the tenant's brand.
      const brand = (await t.app.services.tenants.byKey('telko'))!.mandant.Brand;
      const cases = mailCases(mailVoice(brand, 'de'), brand, ORIGIN);
      const mails = await send(cases, 'du');
      for (const [i, mail] of mails.entries()) {
        const said = ownWords(cases[i]!, mail);
        expect(found(SIE_WORDS, said), `${cases[i]!.kind}: ${said}`).toEqual([]);
        expect(found(DU_WORDS, said).length, cases[i]!.kind).toBeGreaterThan(0);
      }
      const ready = mails[cases.findIndex((c) => c.kind === 'lifecycle.reward.ready')]!;
      expect(ready.html).toContain('Du erhältst diese E-Mail');
      expect(ready.html).toContain('Schreib uns');
      expect(ready.html).toContain('Deine Prämie auswählen');
    } finally {
      await t.database.query(`update tenants set brand = brand - 'Anrede' where key = 'telko'`);
      t.app.services.tenants.invalidate();
    }
  });

  it('the HTML part is in the language the outbox row carries, not the one its words suggest', async () => {
    // One text, both languages' words (as the bilingual stock alert): only the column decides.
    const text = `Hallo und hello, bitte please: ${ORIGIN}/praemie\n`;
    const [de, en] = await send(
      [
        { kind: 'test.language', tenant: true, mail: { subject: 'Sprache', text, language: 'de' } },
        { kind: 'test.language', tenant: true, mail: { subject: 'Language', text, language: 'en' } },
      ],
      'language',
    );
    const langOf = (mail: ParsedMail) => new JSDOM(mail.html as string).window.document.documentElement.lang;
    expect(langOf(de!)).toBe('de');
    expect(de!.html).toContain('Zum Empfehlungsprogramm');
    expect(langOf(en!)).toBe('en');
    expect(en!.html).toContain('Open the referral programme');
    expect(en!.html).not.toContain('Zum Empfehlungsprogramm');
  });

  it('a mail whose HTML fails still goes as text, and the log names no token', async () => {
    const lines: string[] = [];
    const log = { warn: (o: object, m: string) => lines.push(JSON.stringify([o, m])) } as never;
    await t.app.services.outbox.enqueue(
      {
        tenantId: telko.id,
        kind: 'test',
        language: 'de',
        to: 'fail@example.org',
        subject: 'Ohne HTML',
        text: 'Link: x?token=geheim',
      },
      undefined,
      t.clock.now(),
    );
    const failing: MailHtml = async (mail) => {
      throw new Error(`cannot render ${mail.text}`);
    };
    expect(await deliverOutbox(t, smtp, { html: failing, log })).toBe(1);
    const mail = smtp.mails.find((m) => m.subject === 'Ohne HTML');
    expect(mail?.text?.trim()).toBe('Link: x?token=geheim');
    expect(mail?.html).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('geheim');
    expect(lines[0]).not.toContain('fail@example.org');
  });
});
