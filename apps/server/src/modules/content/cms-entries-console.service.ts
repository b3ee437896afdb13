import type { CmsLanguage, ContentBlock, ContentBlockBody } from '@kwk/shared/content/cms.schemas';
import type { ContentDraftKind, ContentEntryValue } from '@kwk/shared/content/content-drafts';
import type { ErrorCode } from '@kwk/shared/errors/error-codes';
import type { CmsConsoleWriter } from './cms-console-writer.ts';
import { rowsOf } from './content-draft-entries.ts';
import type { DraftView } from './content-draft-view.ts';
import { faqOf, footnoteOf } from './embedded-content-source.ts';

/** A FAQ as the console's body gives it (its position defaulted). */
export interface FaqInput {
  Question: string;
  Answer: string;
  Group: string;
  Position: number;
}
export interface FootnoteInput {
  Identifier: string;
  Titel: string;
  Gruppe: string;
  Inhalt: string;
}

const blockOf = (r: { blockId: string; title: string; body: string; language: string }): ContentBlock => ({
  Id: r.blockId,
  Title: r.title,
  Body: r.body,
  Language: r.language as CmsLanguage,
});

/**
 * The tenant's own content blocks, FAQs and footnotes per language in the console (issue 16):
 * listed as the open draft makes them (its own store only, no fallback), saved and deleted into
 * that draft (decision 072) with an audit row of the ids (never the texts: a text may name a person).
 */
export function createCmsEntriesConsole({ view, writer }: { view: DraftView; writer: CmsConsoleWriter }) {
  const { tenantOf } = writer;

  /** Saves one entry's value in a language into the draft, audited as `action`. */
  const saving =
    <T>(
      kind: ContentDraftKind,
      answer: (tenantId: string, lang: CmsLanguage, id: string, v: ContentEntryValue) => T,
    ) =>
    async (
      operatorId: string,
      key: string,
      lang: CmsLanguage,
      id: string,
      value: ContentEntryValue,
      action: string,
    ) => {
      const tenant = await tenantOf(key);
      await writer.draft(
        tenant,
        operatorId,
        action,
        { language: lang, id },
        { kind, language: lang, entryId: id },
        value,
      );
      return answer(tenant.id, lang, id, value);
    };

  /** Deletes one entry in a language from what the draft shows: audited with its id, 404 when it is not there. */
  const remover =
    (kind: ContentDraftKind, action: string, notFound: ErrorCode) =>
    async (operatorId: string, key: string, lang: CmsLanguage, id: string): Promise<void> => {
      const tenant = await tenantOf(key);
      await writer.remove(tenant, operatorId, action, { kind, language: lang, entryId: id }, notFound);
    };

  const saveBlock = saving('block', (tenantId, lang, id, v) =>
    blockOf(rowsOf.block(tenantId, lang, id, v, new Date())),
  );
  const saveFaq = saving('faq', (tenantId, lang, id, v) => faqOf(rowsOf.faq(tenantId, lang, id, v)));
  const saveFootnote = saving('footnote', (tenantId, lang, id, v) =>
    footnoteOf(rowsOf.footnote(tenantId, lang, id, v)),
  );

  return {
    blocks: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Blocks: (await view.blocks(tenant.id, lang)).map(blockOf) };
      },
      /** Creates or replaces a block. */
      save: (operatorId: string, key: string, lang: CmsLanguage, id: string, body: ContentBlockBody) =>
        saveBlock(operatorId, key, lang, id, { Title: body.Title, Body: body.Body }, 'content.block_saved'),
      remove: remover('block', 'content.block_deleted', 'content.block_not_found'),
    },

    faqs: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Faqs: (await view.faqs(tenant.id, lang)).map(faqOf) };
      },
      /** Adds (`content.faq_created`) or replaces (`content.faq_saved`) a FAQ in a language. */
      save: (
        operatorId: string,
        key: string,
        lang: CmsLanguage,
        id: string,
        body: FaqInput,
        action: string,
      ) =>
        saveFaq(
          operatorId,
          key,
          lang,
          id,
          { Question: body.Question, Answer: body.Answer, Group: body.Group, Position: body.Position },
          action,
        ),
      remove: remover('faq', 'content.faq_deleted', 'content.faq_not_found'),
    },

    footnotes: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Footnotes: (await view.footnotes(tenant.id, lang)).map(footnoteOf) };
      },
      /** Adds (`content.footnote_created`) or replaces (`content.footnote_saved`) a footnote. */
      save: (
        operatorId: string,
        key: string,
        lang: CmsLanguage,
        id: string,
        body: FootnoteInput,
        action: string,
      ) =>
        saveFootnote(
          operatorId,
          key,
          lang,
          id,
          { Identifier: body.Identifier, Titel: body.Titel, Gruppe: body.Gruppe, Inhalt: body.Inhalt },
          action,
        ),
      remove: remover('footnote', 'content.footnote_deleted', 'content.footnote_not_found'),
    },
  };
}

export type CmsEntriesConsole = ReturnType<typeof createCmsEntriesConsole>;
