import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { CmsRepository } from './cms.repository.ts';
import { createCmsService } from './cms.service.ts';
import type { ContentRepository } from './content.repository.ts';
import type { DraftView } from './content-draft-view.ts';

// The cache's rules alone: each read's `get` is the test's own, so no store is asked.
const service = () =>
  createCmsService({
    cms: {} as CmsRepository,
    content: {} as ContentRepository,
    config: { secrets: {}, timeoutMs: 1000, cacheTtlMs: 60_000 },
    clock: { now: () => new Date() },
    draftView: {} as DraftView,
  });
const tenant = { id: 't1', key: 'telko', mandant: { ContentService: { Url: null } } } as unknown as Tenant;
// No read here fails, so nothing is logged.
const log = {} as FastifyBaseLogger;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the CMS service’s cache', () => {
  it('shares one read between callers asking at once, and keeps its answer', async () => {
    const cms = service();
    let calls = 0;
    const answer = deferred<string>();
    const get = () => {
      calls += 1;
      return answer.promise;
    };
    const both = Promise.all([cms.read(tenant, log, 'x', 'de', get), cms.read(tenant, log, 'x', 'de', get)]);
    answer.resolve('eins');
    expect(await both).toEqual(['eins', 'eins']);
    expect(await cms.read(tenant, log, 'x', 'de', get)).toBe('eins');
    expect(calls).toBe(1);
  });

  it('does not keep an answer read while an edit cleared the cache: the next read asks again', async () => {
    const cms = service();
    const old = deferred<string>();
    const before = cms.read(tenant, log, 'x', 'de', () => old.promise);
    const generation = cms.generation('t1');
    cms.invalidate('t1');
    expect(cms.generation('t1')).toBe(generation + 1);
    old.resolve('alt');
    expect(await before).toBe('alt');
    expect(await cms.read(tenant, log, 'x', 'de', async () => 'neu')).toBe('neu');
  });
});
