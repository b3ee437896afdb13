import type { CmsLanguage, ContentBlock, ContentBlockBody } from '@kwk/shared/content/cms.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { CmsRepository } from './cms.repository.ts';
import type { CmsConsoleWriter } from './cms-console-writer.ts';
import { faqOf, footnoteOf } from './embedded-content-source.ts';

type EntryNotFound = 'content.block_not_found' | 'content.faq_not_found' | 'content.footnote_not_found';
type Remove = (tx: Db, tenantId: string, language: CmsLanguage, id: string) => Promise<boolean>;
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
 * listed from its own store only (no fallback), saved and deleted with an audit row of the ids
 * (never the texts: a text may name a person).
 */
export function createCmsEntriesConsole({ cms, writer }: { cms: CmsRepository; writer: CmsConsoleWriter }) {
  const { tenantOf, write } = writer;

  /** Deletes one entry in a language: audited with its id, 404 when it is not there. */
  const remover =
    (action: string, remove: Remove, notFound: EntryNotFound) =>
    async (operatorId: string, key: string, lang: CmsLanguage, id: string): Promise<void> => {
      const tenant = await tenantOf(key);
      const gone = await write(tenant, operatorId, action, { language: lang, id }, (tx) =>
        remove(tx, tenant.id, lang, id),
      );
      if (!gone) throw new AppError(notFound);
    };

  return {
    blocks: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Blocks: (await cms.blocks(tenant.id, lang)).map(blockOf) };
      },
      /** Creates or replaces a block. */
      async save(operatorId: string, key: string, lang: CmsLanguage, id: string, body: ContentBlockBody) {
        const tenant = await tenantOf(key);
        const row = await write(tenant, operatorId, 'content.block_saved', { language: lang, id }, (tx) =>
          cms.upsertBlock(tx, {
            tenantId: tenant.id,
            language: lang,
            blockId: id,
            title: body.Title,
            body: body.Body,
          }),
        );
        return blockOf(row);
      },
      remove: remover('content.block_deleted', cms.deleteBlock, 'content.block_not_found'),
    },

    faqs: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Faqs: (await cms.faqs(tenant.id, lang)).map(faqOf) };
      },
      /** Adds (`content.faq_created`) or replaces (`content.faq_saved`) a FAQ in a language. */
      async save(
        operatorId: string,
        key: string,
        lang: CmsLanguage,
        id: string,
        body: FaqInput,
        action: string,
      ) {
        const tenant = await tenantOf(key);
        const row = await write(tenant, operatorId, action, { language: lang, id }, (tx) =>
          cms.upsertFaq(tx, {
            tenantId: tenant.id,
            language: lang,
            faqId: id,
            question: body.Question,
            answer: body.Answer,
            groupName: body.Group,
            position: body.Position,
          }),
        );
        return faqOf(row);
      },
      remove: remover('content.faq_deleted', cms.deleteFaq, 'content.faq_not_found'),
    },

    footnotes: {
      async list(key: string, lang: CmsLanguage) {
        const tenant = await tenantOf(key);
        return { Footnotes: (await cms.footnotes(tenant.id, lang)).map(footnoteOf) };
      },
      /** Adds (`content.footnote_created`) or replaces (`content.footnote_saved`) a footnote. */
      async save(
        operatorId: string,
        key: string,
        lang: CmsLanguage,
        id: string,
        body: FootnoteInput,
        action: string,
      ) {
        const tenant = await tenantOf(key);
        const row = await write(tenant, operatorId, action, { language: lang, id }, (tx) =>
          cms.upsertFootnote(tx, {
            tenantId: tenant.id,
            language: lang,
            footnoteId: id,
            identifier: body.Identifier,
            titel: body.Titel,
            gruppe: body.Gruppe,
            inhalt: body.Inhalt,
          }),
        );
        return footnoteOf(row);
      },
      remove: remover('content.footnote_deleted', cms.deleteFootnote, 'content.footnote_not_found'),
    },
  };
}

export type CmsEntriesConsole = ReturnType<typeof createCmsEntriesConsole>;
