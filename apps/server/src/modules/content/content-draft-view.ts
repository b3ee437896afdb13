import type { CmsLanguage } from '@kwk/shared/content/cms.schemas';
import type { ContentDraftKind, ContentEntryValue } from '@kwk/shared/content/content-drafts';
import type { CmsRepository } from './cms.repository.ts';
import type { ContentRepository } from './content.repository.ts';
import { rowsOf, variablesOf } from './content-draft-entries.ts';
import type { ContentDraftRow, ContentDraftsRepository } from './content-drafts.repository.ts';

type Variable = { Name: string; Value: string };

/**
 * Live rows with a draft laid over them: a drafted entry replaces its live row (or removes it,
 * value null), a drafted new entry is added; `sort` puts them in the order the live read has.
 */
export function overlay<R>(
  live: R[],
  drafts: Pick<ContentDraftRow, 'entryId' | 'value' | 'updatedAt'>[],
  idOf: (row: R) => string,
  rowOf: (id: string, value: ContentEntryValue, at: Date) => R,
  sort: (a: R, b: R) => number,
): R[] {
  const drafted = new Map(drafts.map((d) => [d.entryId, d]));
  const kept = live.filter((r) => !drafted.has(idOf(r)));
  const added = drafts.flatMap((d) => (d.value ? [rowOf(d.entryId, d.value, d.updatedAt)] : []));
  return [...kept, ...added].sort(sort);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tenant's content as its open draft would make it (decision 072): the reads of the content
 * repositories the embedded source and the console use, each with the draft laid over the live
 * rows. The console's editor shows it; a preview token's portal reads it.
 */
export function createDraftView(deps: {
  cms: CmsRepository;
  content: ContentRepository;
  drafts: ContentDraftsRepository;
}) {
  const { cms, content, drafts } = deps;
  const draftsOf = (tenantId: string, kind: ContentDraftKind, language: string) =>
    drafts.entries(tenantId, kind, language);

  const variablesIn = async (tenantId: string, set: string, lang: CmsLanguage): Promise<Variable[]> => {
    const draft = (await draftsOf(tenantId, 'variables', lang)).find((d) => d.entryId === set);
    if (!draft) return content.variablesIn(tenantId, set, lang);
    return draft.value ? [...variablesOf(draft.value)].sort((a, b) => byText(a.Name, b.Name)) : [];
  };

  return {
    blocks: async (tenantId: string, lang: CmsLanguage) =>
      overlay(
        await cms.blocks(tenantId, lang),
        await draftsOf(tenantId, 'block', lang),
        (r) => r.blockId,
        (id, v, at) => rowsOf.block(tenantId, lang, id, v, at),
        (a, b) => byText(a.blockId, b.blockId),
      ),
    faqs: async (tenantId: string, lang: CmsLanguage) =>
      overlay(
        await cms.faqs(tenantId, lang),
        await draftsOf(tenantId, 'faq', lang),
        (r) => r.faqId,
        (id, v) => rowsOf.faq(tenantId, lang, id, v),
        (a, b) => byText(a.groupName, b.groupName) || a.position - b.position || byText(a.faqId, b.faqId),
      ),
    footnotes: async (tenantId: string, lang: CmsLanguage) =>
      overlay(
        await cms.footnotes(tenantId, lang),
        await draftsOf(tenantId, 'footnote', lang),
        (r) => r.footnoteId,
        (id, v) => rowsOf.footnote(tenantId, lang, id, v),
        (a, b) => byText(a.identifier, b.identifier) || byText(a.footnoteId, b.footnoteId),
      ),
    keyVisual: async (tenantId: string, visualId: string) => {
      const draft = (await draftsOf(tenantId, 'keyvisual', '')).find((d) => d.entryId === visualId);
      if (!draft) return cms.keyVisual(tenantId, visualId);
      return draft.value ? rowsOf.keyVisual(tenantId, visualId, draft.value, draft.updatedAt) : undefined;
    },
    image: cms.image,
    variablesIn,
    /** A set in a language, each name's German value standing in for a missing one (decision 026). */
    variables: async (tenantId: string, set: string, lang: CmsLanguage, names?: string[]) => {
      const byName = new Map<string, string>();
      if (lang !== 'de') for (const v of await variablesIn(tenantId, set, 'de')) byName.set(v.Name, v.Value);
      for (const v of await variablesIn(tenantId, set, lang)) byName.set(v.Name, v.Value);
      return [...byName]
        .filter(([Name]) => !names || names.includes(Name))
        .sort(([a], [b]) => byText(a, b))
        .map(([Name, Value]) => ({ Name, Value }));
    },
  };
}

export type DraftView = ReturnType<typeof createDraftView>;
