import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { idParamSchema } from '@kwk/shared/catalogue/catalogue.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { etagOf, matchesIfNoneMatch, renderSvg, type SvgImage } from './catalogue-svg.ts';

const idParams = z.object({ apiRoute: z.string().max(64), id: idParamSchema });
const imageResponses = {
  200: z.string().describe('SVG image (image/svg+xml)'),
  304: z.null().describe('Not modified: the If-None-Match ETag still matches'),
  400: apiErrorSchema,
  404: apiErrorSchema,
};
/**
 * Images may change with the catalogue or the brand colour, so no `immutable`: a day's caching,
 * then a cheap revalidation against the ETag.
 */
const CACHE_CONTROL = 'public, max-age=86400';

export type Drawing = Omit<SvgImage, 'background' | 'foreground'>;

/** Sends a drawing in the tenant's colours, cached a day and revalidated by ETag. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, drawing: Drawing) {
  const colors = request.tenant.mandant.Brand.Colors;
  const svg = renderSvg({ ...drawing, background: colors.primary, foreground: colors.primaryContrast });
  const etag = etagOf(svg);
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const half = (cents: number) => formatRewardEuro(Math.floor(cents / 2));

/** Image links of spec §7: category, product and reward images, drawn per tenant. */
export function catalogueImageRoutes({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  return async (app) => {
    const image = (url: string, summary: string, draw: (tenant: Tenant, id: number) => Promise<Drawing>) =>
      app.get(
        url,
        {
          schema: { tags: ['catalogue'], summary, params: idParams, response: imageResponses },
        },
        async (request, reply) => sendSvg(request, reply, await draw(request.tenant, request.params.id)),
      );

    image('/produktkategorie/:id/grafik', 'Product category image (SVG)', async (tenant, id) => ({
      title: await catalogue.categoryName(tenant, id),
      width: 400,
      height: 240,
    }));
    image('/produktkategorie/:id/icon', 'Product category icon (SVG)', async (tenant, id) => {
      const title = await catalogue.categoryName(tenant, id);
      return { title, label: title.slice(0, 1), width: 64, height: 64 };
    });
    image('/produkt/:id/grafik', 'Product image (SVG)', async (tenant, id) => ({
      title: await catalogue.productName(tenant, id),
      width: 400,
      height: 240,
    }));
    image('/produkt/:id/sgrafik', 'Small product image (SVG)', async (tenant, id) => ({
      title: await catalogue.productName(tenant, id),
      width: 200,
      height: 120,
    }));

    const rewardImage = (
      suffix: string,
      summary: string,
      draw: (reward: { Wert: string; WertCent: number }) => Omit<Drawing, 'width' | 'height'>,
    ) =>
      image(`/praemie/:id/${suffix}`, summary, async (tenant, id) => ({
        ...draw(await catalogue.reward(tenant, id)),
        width: 200,
        height: 200,
      }));
    rewardImage('grafik100', 'Reward image, all to one person (SVG)', (r) => ({
      title: `Prämie ${r.Wert}`,
      label: r.Wert,
      caption: 'Prämie',
    }));
    rewardImage('grafik50', 'Reward image, split 50:50 (SVG)', (r) => ({
      title: `Prämie ${r.Wert}, je ${half(r.WertCent)} für beide`,
      label: `2 × ${half(r.WertCent)}`,
      caption: '50:50',
    }));
    rewardImage('grafik50empfehler', "Reward image, the referrer's half (SVG)", (r) => ({
      title: `${half(r.WertCent)} Prämie für Sie`,
      label: half(r.WertCent),
      caption: 'für Sie',
    }));
    rewardImage('grafik50empfaenger', "Reward image, the recipient's half (SVG)", (r) => ({
      title: `${half(r.WertCent)} Prämie für Ihren Kontakt`,
      label: half(r.WertCent),
      caption: 'für Ihren Kontakt',
    }));
  };
}
