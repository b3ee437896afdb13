import {
  CMS_CONSOLE_PATHS,
  type CmsLanguage,
  type ConsoleKeyVisual,
  type ConsoleVariables,
  type ContentBlock,
  type ContentBlockBody,
  type Faq,
  type FaqBody,
  type Footnote,
  type FootnoteBody,
  type KeyVisualAltBody,
  type KeyVisualUploadQuery,
} from '@kwk/shared/content/cms.schemas';
import { CONTENT_DRAFT_PATHS } from '@kwk/shared/content/content-drafts';
import type { ContentDraft } from '@kwk/shared/content/content-drafts.schemas';
import { ConsoleApiError, consoleFetch, consoleUrl } from '../../../lib/console-api.ts';
import { consoleLang } from '../../../lib/console-lang.ts';
import { consoleSession, setConsoleSession, touchConsoleSession } from '../../../lib/console-session.ts';

/** Where the calls go: one tenant, one content language. */
export interface ContentScope {
  tenant: string;
  lang: CmsLanguage;
}

/** A console path of the contract with its parameters filled in (without the leading slash). */
function at(template: string, params: Record<string, string>): string {
  return template
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/^\//, '');
}
const scoped = (template: string, scope: ContentScope, extra: Record<string, string> = {}) =>
  at(template, { key: scope.tenant, lang: scope.lang, ...extra });

export const listBlocks = (scope: ContentScope) =>
  consoleFetch<{ Blocks: ContentBlock[] }>(scoped(CMS_CONSOLE_PATHS.blocks, scope)).then((a) => a.Blocks);
export const saveBlock = (scope: ContentScope, id: string, body: ContentBlockBody) =>
  consoleFetch<ContentBlock>(scoped(CMS_CONSOLE_PATHS.block, scope, { id }), { method: 'PUT', body });
export const deleteBlock = (scope: ContentScope, id: string) =>
  consoleFetch<void>(scoped(CMS_CONSOLE_PATHS.block, scope, { id }), { method: 'DELETE' });

export const listFaqs = (scope: ContentScope) =>
  consoleFetch<{ Faqs: Faq[] }>(scoped(CMS_CONSOLE_PATHS.faqs, scope)).then((a) => a.Faqs);
export const createFaq = (scope: ContentScope, body: FaqBody) =>
  consoleFetch<Faq>(scoped(CMS_CONSOLE_PATHS.faqs, scope), { method: 'POST', body });
export const saveFaq = (scope: ContentScope, id: string, body: FaqBody) =>
  consoleFetch<Faq>(scoped(CMS_CONSOLE_PATHS.faq, scope, { id }), { method: 'PUT', body });
export const deleteFaq = (scope: ContentScope, id: string) =>
  consoleFetch<void>(scoped(CMS_CONSOLE_PATHS.faq, scope, { id }), { method: 'DELETE' });

export const listFootnotes = (scope: ContentScope) =>
  consoleFetch<{ Footnotes: Footnote[] }>(scoped(CMS_CONSOLE_PATHS.footnotes, scope)).then(
    (a) => a.Footnotes,
  );
export const createFootnote = (scope: ContentScope, body: FootnoteBody) =>
  consoleFetch<Footnote>(scoped(CMS_CONSOLE_PATHS.footnotes, scope), { method: 'POST', body });
export const saveFootnote = (scope: ContentScope, id: string, body: FootnoteBody) =>
  consoleFetch<Footnote>(scoped(CMS_CONSOLE_PATHS.footnote, scope, { id }), { method: 'PUT', body });
export const deleteFootnote = (scope: ContentScope, id: string) =>
  consoleFetch<void>(scoped(CMS_CONSOLE_PATHS.footnote, scope, { id }), { method: 'DELETE' });

/** A variable set's address (read with `useConsoleQuery<ConsoleVariables>`). */
export const variablesPath = (scope: ContentScope, set: string) =>
  scoped(CMS_CONSOLE_PATHS.variables, scope, { set });
export const saveVariables = (scope: ContentScope, set: string, body: ConsoleVariables) =>
  consoleFetch<ConsoleVariables>(variablesPath(scope, set), {
    method: 'PUT',
    body,
  });

/** Where the tenant's content source is read (the screen loads it with `useConsoleQuery`). */
export const sourcePath = (tenant: string) => at(CMS_CONSOLE_PATHS.source, { key: tenant });

/** Where the tenant's key visual is read (404 content.keyvisual_not_found when none was uploaded yet). */
export const keyVisualPath = (tenant: string) => at(CMS_CONSOLE_PATHS.keyVisual, { key: tenant });
export const saveKeyVisualAlt = (tenant: string, body: KeyVisualAltBody) =>
  consoleFetch<ConsoleKeyVisual>(at(CMS_CONSOLE_PATHS.keyVisualAlt, { key: tenant }), {
    method: 'PUT',
    body,
  });

/**
 * PUT the image file as the raw request body (the contract: `Content-Type` of the image), its alt
 * texts and focal point in the query. The console's JSON helper cannot send a file, so this call
 * sets its own headers, with the session's token and language as that helper does.
 */
export async function uploadKeyVisual(
  tenant: string,
  file: File,
  query: KeyVisualUploadQuery,
): Promise<ConsoleKeyVisual> {
  const headers: Record<string, string> = {
    'Accept-Language': consoleLang(),
    'Content-Type': file.type,
  };
  const token = consoleSession()?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(consoleUrl(at(CMS_CONSOLE_PATHS.keyVisualImage, { key: tenant }), query), {
      method: 'PUT',
      headers,
      body: file,
    });
  } catch {
    throw new ConsoleApiError(0, { code: 'common.network' });
  }
  if (!response.ok) {
    const failure = new ConsoleApiError(response.status, await response.json().catch(() => ({})));
    if (response.status === 401 && failure.code === 'operator.login_required') setConsoleSession(null);
    throw failure;
  }
  if (token) touchConsoleSession();
  return (await response.json()) as ConsoleKeyVisual;
}

/** The tenant's open content draft against the live content (decision 072). */
export const contentDraftPath = (tenant: string) => at(CONTENT_DRAFT_PATHS.draft, { key: tenant });
export const publishContentDraft = (tenant: string, stand: string) =>
  consoleFetch<ContentDraft>(at(CONTENT_DRAFT_PATHS.publish, { key: tenant }), {
    method: 'POST',
    body: { Stand: stand },
  });
export const discardContentDraft = (tenant: string, stand: string) =>
  consoleFetch<ContentDraft>(at(CONTENT_DRAFT_PATHS.discard, { key: tenant }), {
    method: 'POST',
    body: { Stand: stand },
  });
export const rollBackContent = (tenant: string) =>
  consoleFetch<ContentDraft>(at(CONTENT_DRAFT_PATHS.rollBack, { key: tenant }), { method: 'POST' });
