import { CMS_PATHS } from '@kwk/shared/content/cms.constants';
import type { ContentBlock, Faq, Footnote } from '@kwk/shared/content/cms.schemas';
import type { variableSchema } from '@kwk/shared/content/content.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { previewHeaders } from '../../../lib/preview-token.ts';

/** A CMS variable (spec §3: name/value pair). */
export type Variable = z.infer<typeof variableSchema>;

// The CMS reads of issue 16. The language travels as Accept-Language (api-client), which the
// server reads when no `?lang=` is given; an English text missing falls back to German there.
// In a console preview each sends its token, and the server answers the draft (decision 072).
const path = (template: string, id?: string) =>
  (id === undefined ? template : template.replace(':id', encodeURIComponent(id))).replace(/^\//, '');

/** GET cms/faqs: the tenant's FAQs, ordered by group then position. */
export function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return apiFetch<Faq[]>(path(CMS_PATHS.faqs), { signal, headers: previewHeaders() });
}

/** GET cms/fussnoten?identifier=: the footnotes of one identifier (all without it). */
export function getCmsFootnotes(identifier: string | undefined, signal?: AbortSignal): Promise<Footnote[]> {
  return apiFetch<Footnote[]>(path(CMS_PATHS.footnotes), {
    query: { identifier },
    signal,
    headers: previewHeaders(),
  });
}

/** GET cms/bloecke/{id}: one content block. */
export function getContentBlock(id: string, signal?: AbortSignal): Promise<ContentBlock> {
  return apiFetch<ContentBlock>(path(CMS_PATHS.block, id), { signal, headers: previewHeaders() });
}

/** GET content/variables/: the default set of the tenant's CMS variables in the current language (spec §7). */
export function getVariables(signal?: AbortSignal): Promise<Variable[]> {
  return apiFetch<Variable[]>('content/variables/', { signal, headers: previewHeaders() });
}
