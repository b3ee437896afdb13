import type { BootData } from '@kwk/shared/content/boot-data';
import {
  CMS_PATHS,
  type CmsLanguage,
  KEY_VISUAL_START,
  START_BLOCK_IDS,
  type StartContent,
} from '@kwk/shared/content/cms.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { withinTime } from '../../lib/within-time.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { CmsService, ContentRead } from './cms.service.ts';
import type { ContentRepository } from './content.repository.ts';

const START_IDS: ReadonlySet<string> = new Set(START_BLOCK_IDS);

/**
 * A page's HTML does not wait longer than this for content: a slow content service (its timeout
 * is minutes, spec §9) must not hold up the page; the SPA then asks the API itself.
 */
const BOOT_WAIT_MS = 250;

/**
 * The start page's content (its blocks and key visual) and the boot data written into each page,
 * the CMS content read through the CMS service's per-tenant cache (a console edit clears this
 * instance's at once; another instance's entries expire after CONTENT_CACHE_TTL_MS).
 */
export function createStartContent(deps: { cmsService: CmsService; content: ContentRepository }) {
  /** One read per tenant at a time: pages asked for while a slow service answers share it. */
  const pending = new Map<string, Promise<BootData>>();

  /** `read`: live and cached unless a console preview's reader is given (decision 072). */
  const start = async (
    tenant: Tenant,
    log: FastifyBaseLogger,
    lang: CmsLanguage,
    read: ContentRead = deps.cmsService.reader(tenant, log, false),
  ): Promise<StartContent> => {
    const imageBase = `/api/v1/${tenant.mandant.Brand.ApiRoute}${CMS_PATHS.image.replace(':file', '')}`;
    // The same reads (and cache entries) as GET cms/bloecke, cms/keyvisual/start and content/variables/.
    const [blocks, keyVisual, variables] = await Promise.all([
      read('content-bloecke', lang, (s) => s.blocks(lang)),
      read(`keyvisual/${KEY_VISUAL_START}`, lang, (s) => s.keyVisual(lang, KEY_VISUAL_START, imageBase)),
      read('variables/default', lang, (s) => s.variables(lang, 'default')),
    ]);
    return {
      Language: lang,
      Blocks: blocks.filter((b) => START_IDS.has(b.Id)),
      KeyVisual: keyVisual ?? null,
      Variables: variables,
    };
  };

  /**
   * The tenant's text overrides of a language, from the database for every page, as
   * `GET content/getlanguagecontent` answers them: an edit shows on every instance at once.
   */
  const texts = (tenant: Tenant, lang: CmsLanguage): Promise<Record<string, string>> =>
    deps.content.texts(tenant.id, lang);

  return {
    start,

    /** What goes into the tenant's pages: its language's texts and start content, where ready in time. */
    bootData(tenant: Tenant, log: FastifyBaseLogger): Promise<BootData> {
      // Keyed by the content's generation too: a page asked for after an edit never gets a read
      // begun before it.
      const key = `${tenant.id}|${deps.cmsService.generation(tenant.id)}`;
      let read = pending.get(key);
      if (!read) {
        read = readBootData(tenant, log).finally(() => pending.delete(key));
        pending.set(key, read);
      }
      return read;
    },
  };

  async function readBootData(tenant: Tenant, log: FastifyBaseLogger): Promise<BootData> {
    const lang: CmsLanguage = tenant.mandant.Brand.Language === 'en' ? 'en' : 'de';
    const [overrides, startContent] = await Promise.all([
      // A failure, like a late answer, leaves its part out: the SPA then asks the API for it.
      withinTime(
        BOOT_WAIT_MS,
        texts(tenant, lang).catch(() => undefined),
      ),
      withinTime(
        BOOT_WAIT_MS,
        start(tenant, log, lang).catch(() => undefined),
      ),
    ]);
    return {
      Language: lang,
      ...(overrides ? { Texts: overrides } : {}),
      ...(startContent ? { Start: startContent } : {}),
    };
  }
}
export type StartContentService = ReturnType<typeof createStartContent>;
