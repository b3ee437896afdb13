import { describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzFailure, fuzzRequests, type OpenApiDocument } from './route-fuzz.ts';

const doc: OpenApiDocument = {
  paths: {
    '/api/v1/{apiRoute}/thing/{id}': {
      get: {
        parameters: [
          { in: 'path', name: 'apiRoute', required: true, schema: { type: 'string' } },
          { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1 } },
          { in: 'query', name: 'q', schema: { type: 'string', maxLength: 10 } },
        ],
      },
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
            },
          },
        },
        security: [{ bearerAuth: [] }],
      },
    },
  },
};

describe('route fuzz generator', () => {
  it('makes the same requests for the same seed, and other ones for another', () => {
    const a = fuzzRequests(doc, { seed: 1, runs: 30 });
    expect(a).toHaveLength(60);
    expect(fuzzRequests(doc, { seed: 1, runs: 30 })).toEqual(a);
    expect(fuzzRequests(doc, { seed: 2, runs: 30 })).not.toEqual(a);
  });

  it('fills the path, sends bodies with hostile text and asks for credentials where the route needs them', () => {
    const requests = fuzzRequests(doc, { seed: 7, runs: 200 });
    expect(requests.every((r) => !r.url.includes('{'))).toBe(true);
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.some((r) => r.payload?.includes('\\u0000'))).toBe(true);
    expect(posts.some((r) => r.payload?.includes('\\ud800'))).toBe(true);
    expect(new Set(posts.map((r) => r.auth))).toEqual(new Set(['session', 'recipient', 'none', 'garbage']));
    expect(requests.some((r) => r.url.startsWith('/api/v1/telko/thing/'))).toBe(true);
  });

  it.each([
    [200, '{}', false],
    [404, '{"code":"common.not_found","message":"…"}', false],
    [400, 'Bad Request', true],
    [401, '{"error":"Unauthorized"}', true],
    [500, '{"code":"common.technical","message":"…"}', true],
    [503, '{"code":"common.unavailable","message":"…"}', true],
  ])('%i %s counts as a failure: %s', (statusCode, body, failed) => {
    const request: FuzzRequest = { route: 'GET /x', method: 'GET', url: '/x', auth: 'none', headers: {} };
    expect(fuzzFailure(request, { statusCode, body }) !== undefined).toBe(failed);
  });
});
