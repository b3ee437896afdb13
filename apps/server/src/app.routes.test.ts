import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './test/expect-answer.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

describe('route registry', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('gives every registered route a response schema, and a params schema wherever the path has parameters', () => {
    // HEAD routes are Fastify's automatic twins of GET routes and share their schema.
    const routes = t.routes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((r) => {
      const schema = r.schema as RouteSchema | undefined;
      if (!schema?.response || Object.keys(schema.response).length === 0) return true;
      return /[:*]/.test(r.url) && !schema.params;
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('documents the tenant API in the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/{apiRoute}/mandant/{key}',
      '/api/v1/{apiRoute}/route/default',
      '/api/v1/{apiRoute}/aktion/alleAktiven',
      '/api/v1/{apiRoute}/content/variables/',
      '/api/v1/{apiRoute}/content/variables/{set}',
      '/api/v1/{apiRoute}/content/getlanguages',
      '/api/v1/{apiRoute}/content/getlanguagecontent/{iso}',
      '/api/v1/{apiRoute}/kontakt',
      '/api/v1/{apiRoute}/captcha/challenge',
      '/api/v1/{apiRoute}/produktkategorie',
      '/api/v1/{apiRoute}/produkt',
      '/api/v1/{apiRoute}/produkt/maxpraemiewert',
      '/api/v1/{apiRoute}/produkt/{id}',
      '/api/v1/{apiRoute}/produkt/extern/{id}',
      '/api/v1/{apiRoute}/produkt/handytarife/{id}',
      '/api/v1/{apiRoute}/praemie',
      '/api/v1/{apiRoute}/fussnoten',
      '/api/v1/{apiRoute}/produktkategorie/{id}/grafik',
      '/api/v1/{apiRoute}/produktkategorie/{id}/icon',
      '/api/v1/{apiRoute}/produkt/{id}/grafik',
      '/api/v1/{apiRoute}/produkt/{id}/sgrafik',
      '/api/v1/{apiRoute}/praemie/{id}/grafik100',
      '/api/v1/{apiRoute}/praemie/{id}/grafik50',
      '/api/v1/{apiRoute}/praemie/{id}/grafik50empfehler',
      '/api/v1/{apiRoute}/praemie/{id}/grafik50empfaenger',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('answers an unknown API path with a JSON 404 in the error model', async () => {
    const res = await t.app.inject({ url: '/api/v1/fyrst/gibtesnicht' });
    expectAnswer(res, 404).toEqual({
      code: 'common.not_found',
      message: 'Ihre Anfrage konnte nicht verarbeitet werden.',
    });
    const bare = await t.app.inject({ url: '/api/whatever' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().code).toBe('common.not_found');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
