import {
  deviceTariffPairSchema,
  footnoteQuerySchema,
  footnoteSchema,
  idParamSchema,
  maxRewardSchema,
  productCategorySchema,
  productListQuerySchema,
  productQuerySchema,
  productSchema,
  rewardSchema,
} from '@kwk/shared/catalogue/catalogue.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { catalogueImageRoutes } from './catalogue-images.routes.ts';

const apiRouteParams = z.object({ apiRoute: z.string().max(64) });
const idParams = apiRouteParams.extend({ id: idParamSchema });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
/** The product calls also answer 503 when the tenant's configuration names no known product API. */
const productErrors = { ...errors, 503: apiErrorSchema };
const tags = ['catalogue'];
/** Names and descriptions answer in the request's language (Accept-Language; German by default). */
const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/**
 * Product and reward calls of spec §7. Paths are registered once each: the router ignores case
 * and trailing slashes, so `/produkt/{id}/` and `Produkt/{id}` reach the same route.
 */
export function catalogueRoutes({ catalogue }: { catalogue: CatalogueService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/produktkategorie',
      {
        schema: {
          tags,
          summary: 'Product categories (Produktkategorien) by position',
          params: apiRouteParams,
          response: { 200: z.array(productCategorySchema), ...productErrors },
        },
      },
      async (request) => catalogue.categories(request.tenant, lang(request)),
    );

    app.get(
      '/produkt',
      {
        schema: {
          tags,
          summary:
            'Visible products with their active rewards. `quelle`/`kategorie` narrow to the categories with that source/category. ' +
            'With `tarifId`: the devices offered with that tariff, each with `GeraetTarifPaare` (its device–tariff pairs for it).',
          params: apiRouteParams,
          querystring: productListQuerySchema,
          response: { 200: z.array(productSchema), ...productErrors },
        },
      },
      async (request) => catalogue.products(request.tenant, request.query, lang(request)),
    );

    app.get(
      '/produkt/maxpraemiewert',
      {
        schema: {
          tags,
          summary: 'The highest reward active today (0 when none is)',
          params: apiRouteParams,
          response: { 200: maxRewardSchema, ...errors },
        },
      },
      async (request) => catalogue.maxReward(request.tenant),
    );

    // Spec §7 names this call in both spellings; paths are otherwise case-sensitive.
    for (const url of ['/produkt/:id', '/Produkt/:id'])
      app.get(
        url,
        {
          schema: {
            tags,
            summary:
              'One visible product. With `quelle` it must belong to that source; with `handyId` the tariff comes with ' +
              'its pairs for that device in `GeraetTarifPaare` (404 when the device is not offered with it).',
            params: idParams,
            querystring: productQuerySchema,
            response: { 200: productSchema, ...productErrors },
          },
        },
        async (request) => catalogue.product(request.tenant, request.params.id, request.query, lang(request)),
      );

    app.get(
      '/produkt/extern/:id',
      {
        schema: {
          tags,
          summary: 'One visible product by its external id (ExterneId)',
          params: apiRouteParams.extend({ id: z.string().min(1).max(100) }),
          response: { 200: productSchema, ...productErrors },
        },
      },
      async (request) => catalogue.productByExterneId(request.tenant, request.params.id, lang(request)),
    );

    app.get(
      '/produkt/handytarife/:id',
      {
        schema: {
          tags,
          summary: 'The device–tariff pairs of a device (by its product id)',
          params: idParams,
          response: { 200: z.array(deviceTariffPairSchema), ...productErrors },
        },
      },
      async (request) => catalogue.devicePairs(request.tenant, request.params.id, lang(request)),
    );

    app.get(
      '/praemie',
      {
        schema: {
          tags,
          summary: 'Rewards (Prämien) active today (spec §4)',
          params: apiRouteParams,
          response: { 200: z.array(rewardSchema), ...errors },
        },
      },
      async (request) => catalogue.activeRewards(request.tenant),
    );

    app.get(
      '/fussnoten',
      {
        schema: {
          tags,
          summary: 'Footnotes (Fussnoten), optionally only those with the given identifier',
          params: apiRouteParams,
          querystring: footnoteQuerySchema,
          response: { 200: z.array(footnoteSchema), ...errors },
        },
      },
      async (request) => catalogue.footnotes(request.tenant, request.query.identifier, lang(request)),
    );

    await app.register(catalogueImageRoutes({ catalogue }));
  };
}
