import { createHash } from 'node:crypto';
import type { ContentSourceInfo } from '@kwk/shared/content/cms.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { CmsRepository } from './cms.repository.ts';
import type { ContentRepository } from './content.repository.ts';
import type { DraftView } from './content-draft-view.ts';
import { type ContentSource, ContentUnavailableError } from './content-source.ts';
import { createEmbeddedSource } from './embedded-content-source.ts';
import { createSquidexSource } from './squidex-content-source.ts';

/** A tenant's cache is dropped whole past this many answers: ids come from the URL, anyone's to vary. */
const MAX_CACHED_PER_TENANT = 500;

/**
 * Chooses each tenant's content source (brand config `ContentService.Url` set: the content service,
 * else the portal's own store), keeps its answers in memory for `cacheTtlMs`, and turns a failed
 * content service into spec §8's 'Inhalt nicht verfügbar' with its log line.
 */
export function createCmsService(deps: {
  cms: CmsRepository;
  content: ContentRepository;
  config: AppConfig['contentService'];
  clock: Clock;
  /** The content as the tenant's open draft makes it (decision 072), for a preview. */
  draftView: DraftView;
}) {
  const services = new Map<string, { signature: string; source: ContentSource }>();
  const caches = new Map<string, Map<string, { at: number; value: unknown }>>();
  /** Bumped by every invalidation: a read begun before it does not put its answer in the cache. */
  const generations = new Map<string, number>();
  /** Reads under way, per tenant and key: pages asking at once share one (a slow service is asked once). */
  const inFlight = new Map<string, Promise<unknown>>();
  const generationOf = (tenantId: string) => generations.get(tenantId) ?? 0;

  const sourceFor = (tenant: Tenant): ContentSource => {
    const cs = tenant.mandant.ContentService;
    if (!cs.Url) return createEmbeddedSource({ cms: deps.cms, content: deps.content, tenantId: tenant.id });
    const secret = deps.config.secrets[tenant.key];
    if (!secret) throw new ContentUnavailableError(503, 'no client secret configured');
    // A changed configuration gets a new client (and token); the secret enters the key only hashed.
    const signature = `${cs.Url}|${cs.AppName}|${cs.ClientId}|${createHash('sha256').update(secret).digest('hex')}`;
    const known = services.get(tenant.id);
    if (known?.signature === signature) return known.source;
    const source = createSquidexSource({
      url: cs.Url,
      appName: cs.AppName,
      clientId: cs.ClientId,
      clientSecret: secret,
      timeoutMs: deps.config.timeoutMs,
      now: () => deps.clock.now().getTime(),
    });
    services.set(tenant.id, { signature, source });
    return source;
  };

  const unavailable = (log: FastifyBaseLogger, name: string, err: unknown): never => {
    if (err instanceof ContentUnavailableError) {
      // spec §8's line, with the why; the name is the content's path, never a token or secret.
      log.error({ reason: err.reason, source: 'cms' }, `Fehler beim Laden des CMS Inhalts: ${name}`);
      throw new AppError('content.unavailable', undefined, err.status);
    }
    throw err;
  };

  /**
   * One uncached read of what a console preview shows (decision 072): the portal's own store with
   * the tenant's draft laid over it; a content service's tenant has no drafts here, its live content.
   */
  async function readDraft<T>(
    tenant: Tenant,
    log: FastifyBaseLogger,
    name: string,
    get: (source: ContentSource) => Promise<T>,
  ): Promise<T> {
    const source = tenant.mandant.ContentService.Url
      ? sourceFor
      : () => createEmbeddedSource({ cms: deps.draftView, content: deps.draftView, tenantId: tenant.id });
    try {
      return await get(source(tenant));
    } catch (err) {
      return unavailable(log, name, err);
    }
  }

  const service = {
    /**
     * One read of a tenant's content, from the cache while fresh. `name` says what is read (e.g.
     * `content-bloecke/hero`): the cache key with the language and the log line's name.
     */
    async read<T>(
      tenant: Tenant,
      log: FastifyBaseLogger,
      name: string,
      lang: string,
      get: (source: ContentSource) => Promise<T>,
    ): Promise<T> {
      const key = `${lang}:${name}`;
      const now = deps.clock.now().getTime();
      const hit = caches.get(tenant.id)?.get(key);
      if (hit && deps.config.cacheTtlMs > 0 && now - hit.at < deps.config.cacheTtlMs) return hit.value as T;
      const generation = generationOf(tenant.id);
      const flightKey = `${tenant.id}|${generation}|${key}`;
      const running = inFlight.get(flightKey);
      if (running) return running as Promise<T>;
      const read = (async () => {
        let value: T;
        try {
          value = await get(sourceFor(tenant));
        } catch (err) {
          return unavailable(log, name, err);
        }
        // An edit while this read ran: its answer may be older than the edit, so it is not kept.
        if (deps.config.cacheTtlMs > 0 && generationOf(tenant.id) === generation) {
          let cache = caches.get(tenant.id);
          if (!cache || cache.size >= MAX_CACHED_PER_TENANT) {
            cache = new Map();
            caches.set(tenant.id, cache);
          }
          cache.set(key, { at: now, value });
        }
        return value;
      })().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, read);
      return read;
    },

    /** An image, uncached here: the browser keeps it (content-addressed ones for a year). */
    async image(tenant: Tenant, log: FastifyBaseLogger, file: string) {
      try {
        return await sourceFor(tenant).image(file);
      } catch (err) {
        return unavailable(log, `assets/${file}`, err);
      }
    },

    /** Drops the tenant's cached answers (the console's button; every console edit does it too). */
    invalidate(tenantId: string): number {
      const n = caches.get(tenantId)?.size ?? 0;
      caches.delete(tenantId);
      generations.set(tenantId, generationOf(tenantId) + 1);
      return n;
    },

    /** Changes with every invalidation of the tenant's content (start-content.ts keys its reads by it). */
    generation: generationOf,

    info(tenant: Tenant): ContentSourceInfo {
      const cs = tenant.mandant.ContentService;
      return {
        Source: cs.Url ? 'squidex' : 'embedded',
        AppName: cs.AppName,
        Url: cs.Url ?? null,
        EditsShown: !cs.Url,
      };
    },

    /**
     * How a request reads the tenant's content: cached and live, or for a console preview
     * (`draft`) uncached with the draft laid over it.
     */
    reader(tenant: Tenant, log: FastifyBaseLogger, draft: boolean): ContentRead {
      return (name, lang, get) =>
        draft ? readDraft(tenant, log, name, get) : service.read(tenant, log, name, lang, get);
    },
  };
  return service;
}

/** One read of a tenant's content: its name (cache key and log line), its language, the source's call. */
export type ContentRead = <T>(
  name: string,
  lang: string,
  get: (source: ContentSource) => Promise<T>,
) => Promise<T>;
export type CmsService = ReturnType<typeof createCmsService>;
