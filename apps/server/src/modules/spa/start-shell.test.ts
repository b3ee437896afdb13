import { BREAKPOINTS } from '@kwk/shared/constants';
import type { BootData } from '@kwk/shared/content/boot-data';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant-cache.ts';
import { startShell } from './start-shell.ts';

const files = (bp: string) => ({ webp: `/b/${bp}.webp`, jpeg: `/b/${bp}.jpg` });
const tenant = {
  mandant: {
    Brand: {
      Name: 'FYRST <GmbH>',
      LogoUrl: '/brands/fyrst/logo.svg',
      KeyVisual: { xl: files('xl'), lg: files('lg'), md: files('md'), sm: files('sm') },
      Breakpoints: BREAKPOINTS,
    },
  },
} as unknown as Tenant;

const data = (blocks: { Id: string; Title: string; Body: string }[]): BootData => ({
  Language: 'de',
  Start: {
    Language: 'de',
    Blocks: blocks.map((b) => ({ ...b, Language: 'de' as const })),
    KeyVisual: null,
    Variables: [{ Name: 'Bonus', Value: '25 €' }],
  },
});

describe('the start page’s first screen as HTML', () => {
  it('shows the logo, the key visual and the hero block, filled and escaped, hidden from assistive technology', () => {
    const html = startShell(
      tenant,
      data([
        {
          Id: 'hero',
          Title: 'Empfehlen Sie {client}',
          Body: 'Erste Zeile\nzweite <b>{reward}</b>\n\nDazu {Bonus}.',
        },
      ]),
    );
    expect(html).toMatch(
      /^<div id="root"><div class="boot-shell boot-shell--start"><p class="visually-hidden" role="status">Wird geladen …<\/p><div aria-hidden="true">/,
    );
    expect(html).toMatch(/<\/section><\/div><\/div><\/div><\/div>$/);
    expect(html).toContain(
      '<img src="/brands/fyrst/logo.svg" alt="" height="40"></span><div class="navbar"></div>',
    );
    expect(html).toContain('<h1 class="page__title">Empfehlen Sie FYRST &lt;GmbH&gt;</h1>');
    // Paragraphs and line breaks as the SPA's ContentText; the reward is a dash until the products answer.
    expect(html).toContain(
      '<div class="offer__claim"><p>Erste Zeile<br>zweite &lt;b&gt;–&lt;/b&gt;</p><p>Dazu 25 €.</p></div>',
    );
    expect(html).toContain(
      '<source media="(min-width: 1440px)" srcset="/b/xl.webp" type="image/webp" width="1440" height="480">',
    );
    expect(html).toContain(
      '<img src="/b/sm.jpg" alt="" class="hero__img" width="640" height="360" fetchpriority="high">',
    );
    // Nothing to focus or to follow: it is replaced by the page.
    expect(html).not.toMatch(/<a |<button|tabindex/);
  });

  it('is not written without the hero block (the SPA’s built-in texts then)', () => {
    expect(startShell(tenant, data([{ Id: 'offer', Title: 'x', Body: 'y' }]))).toBeUndefined();
    expect(startShell(tenant, { Language: 'de' })).toBeUndefined();
  });
});
