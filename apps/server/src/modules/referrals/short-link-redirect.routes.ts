import type { Language } from '@kwk/shared/errors/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.ts';
import { builtIndexHtml, plainPage } from '../../lib/plain-page.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import { SHORT_LINK_LOOKUPS_PER_MINUTE } from './short-links.rules.ts';
import type { ShortLinksService } from './short-links.service.ts';

const TEXTS = {
  de: {
    title: 'Dieser Link ist uns nicht bekannt',
    text: 'Vielleicht ist er unvollständig oder beim Abtippen hat sich ein Fehler eingeschlichen. Öffnen Sie den Link aus der Nachricht bitte noch einmal oder fragen Sie die Person, die ihn Ihnen geschickt hat.',
    home: 'Zur Startseite von',
  },
  en: {
    title: 'We do not know this link',
    text: 'It may be incomplete or mistyped. Please open the link from the message again or ask the person who sent it to you.',
    home: 'To the start page of',
  },
} as const;

/** The friendly page of an unknown short link, in the tenant's language (or German at no tenant). */
function unknownLinkPage(tenant: Tenant | undefined, indexHtml: string | undefined): string {
  const lang: Language = tenant?.mandant.Brand.Language ?? 'de';
  const words = TEXTS[lang];
  const home = tenant
    ? `\n      <p><a href="/">${words.home} ${escapeHtml(tenant.mandant.Brand.Name)}</a></p>`
    : '';
  return plainPage({
    lang,
    title: words.title,
    description: words.title,
    indexHtml,
    body: `      <h1>${words.title}</h1>\n      <p>${words.text}</p>${home}`,
  });
}

/**
 * `GET /r/{code}` on a tenant's host: to the referral's long link, or the friendly 404 page. Pages
 * are not rate-limited by default; this one is, per client address, as codes are what one guesses.
 */
export function shortLinkRedirectRoutes(deps: {
  shortLinks: ShortLinksService;
  tenants: TenantCache;
  webDist: string;
}): FastifyPluginAsyncZod {
  const indexHtml = builtIndexHtml(deps.webDist);
  return async (app) => {
    app.get(
      '/r/:code',
      {
        config: {
          rateLimit: { max: SHORT_LINK_LOOKUPS_PER_MINUTE, timeWindow: '1 minute', allowList: () => false },
        },
        schema: {
          hide: true,
          params: z.object({ code: z.string().max(64) }),
          response: { 302: z.any(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const tenant = await deps.tenants.byHost(request.headers.host);
        const target = tenant && (await deps.shortLinks.resolve(tenant, request.params.code));
        if (target) return reply.header('cache-control', 'no-store').redirect(target, 302);
        return reply
          .status(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(unknownLinkPage(tenant, await indexHtml()));
      },
    );
  };
}
