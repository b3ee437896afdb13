import type { BootData } from '@kwk/shared/content/boot-data';
import { fillContent, paragraphs } from '@kwk/shared/content/fill-content';
import { startVisualSources } from '@kwk/shared/content/start-visual';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Tenant } from '../tenants/tenants.api.ts';

type Brand = Mandant['Brand'];

/** Said to assistive technology while the first screen stands in (the SPA's `common.loading`). */
const LOADING = { de: 'Wird geladen …', en: 'Loading …' } as const;

/** What `#root` holds in index.html before the SPA renders into it. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The start page's first screen as HTML — the header bar with the logo and the hero (key visual,
 * heading, claim) — written into `#root`, so the largest paint needs no script: on a slow phone
 * the scripts take seconds. It carries the CSS classes of the SPA's SiteHeader and start page, so
 * it looks as the SPA will; the SPA replaces it whole in one commit (main.tsx renders once the
 * first navigation is ready), so nothing is painted twice or moves. Hidden from assistive
 * technology, which hears "loading" instead, and never interactive: it is a picture of the page
 * for the second until the page is there. Only where the tenant's CMS has the `hero` block.
 */
export function startShell(tenant: Tenant, data: BootData | undefined): string | undefined {
  const start = data?.Start;
  const hero = start?.Blocks.find((b) => b.Id === 'hero');
  if (!start || !hero) return undefined;
  const brand = tenant.mandant.Brand;
  // {reward} comes with the products, after the scripts: a dash, as the SPA shows until then.
  const fill = (text: string) =>
    fillContent(
      text,
      { client: brand.Name, reward: '–' },
      new Map(start.Variables.map((v) => [v.Name, v.Value])),
    );
  const claim = paragraphs(fill(hero.Body))
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('');
  const sources = startVisualSources(start.KeyVisual, brand);
  const smallest = sources?.at(-1);
  const picture =
    sources && smallest
      ? `<picture class="hero__visual">${sources
          .slice(0, -1)
          .map(
            (s) =>
              `<source media="(min-width: ${s.MinWidth}px)" srcset="${escapeHtml(s.Webp)}" type="image/webp" width="${s.Width}" height="${s.Height}">` +
              `<source media="(min-width: ${s.MinWidth}px)" srcset="${escapeHtml(s.Jpeg)}" type="image/jpeg" width="${s.Width}" height="${s.Height}">`,
          )
          .join(
            '',
          )}<source srcset="${escapeHtml(smallest.Webp)}" type="image/webp" width="${smallest.Width}" height="${smallest.Height}">` +
        `<img src="${escapeHtml(smallest.Jpeg)}" alt="" class="hero__img" width="${smallest.Width}" height="${smallest.Height}" fetchpriority="high"></picture>`
      : '';
  return shellFrame(
    brand,
    start.Language,
    `<section class="page page--home"><div class="hero">${picture}` +
      `<div class="offer"><h1 class="page__title">${escapeHtml(fill(hero.Title))}</h1><div class="offer__claim">${claim}</div></div>` +
      '</div></section>',
    'start',
  );
}

/**
 * `#root` with a first screen: "loading" for assistive technology, and the header bar with the
 * logo above `page` (the SPA's SiteHeader and main), hidden from it. `modifier` names the kind
 * of page where its CSS differs (the start page's shell is for phones and tablets only).
 */
export function shellFrame(brand: Brand, language: Language, page: string, modifier = ''): string {
  return (
    `<div id="root"><div class="boot-shell${modifier && ` boot-shell--${modifier}`}"><p class="visually-hidden" role="status">${LOADING[language]}</p>` +
    '<div aria-hidden="true">' +
    `<header class="site-header"><div class="site-header__bar"><span class="site-header__logo"><img src="${escapeHtml(brand.LogoUrl)}" alt="" height="40"></span><div class="navbar"></div></div></header>` +
    `<div class="main">${page}</div></div></div></div>`
  );
}
