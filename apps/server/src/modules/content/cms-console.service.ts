import type { CmsRepository } from './cms.repository.ts';
import { type CmsConsoleDeps, cmsConsoleWriter } from './cms-console-writer.ts';
import { createCmsEntriesConsole } from './cms-entries-console.service.ts';
import { createCmsKeyVisualConsole } from './cms-key-visual-console.service.ts';
import { createCmsVariablesConsole } from './cms-variables-console.service.ts';

/** Where the tenant's content comes from, and dropping its cache by hand (audited, outside any write). */
function createCmsSourceConsole({
  writer,
  cmsService,
  audit,
  db,
}: CmsConsoleDeps & { writer: ReturnType<typeof cmsConsoleWriter> }) {
  return {
    info: async (key: string) => cmsService.info(await writer.tenantOf(key)),
    async clearCache(operatorId: string, key: string) {
      const tenant = await writer.tenantOf(key);
      const cleared = cmsService.invalidate(tenant.id);
      await audit.record(db, {
        actor: { kind: 'operator', id: operatorId },
        action: 'content.cache_cleared',
        tenantId: tenant.id,
        subject: tenant.key,
        details: { cleared },
      });
      return { Cleared: cleared };
    },
  };
}

/**
 * The console's editor of the portal's own content store (issue 16): blocks, FAQs and footnotes per
 * language, variables per language, the key visual, the source and its cache. Each write goes
 * into the tenant's content draft (decision 072) and is audited (ids and fields changed, never the
 * texts: a text may name a person); publishing the draft makes it live.
 */
export function createCmsConsole(deps: CmsConsoleDeps & { cms: CmsRepository }) {
  const writer = cmsConsoleWriter(deps);
  const { view } = deps;
  return {
    ...createCmsEntriesConsole({ view, writer }),
    variables: createCmsVariablesConsole({ view, writer }),
    keyVisual: createCmsKeyVisualConsole({ cms: deps.cms, view, writer }),
    source: createCmsSourceConsole({ ...deps, writer }),
  };
}

export type CmsConsole = ReturnType<typeof createCmsConsole>;
