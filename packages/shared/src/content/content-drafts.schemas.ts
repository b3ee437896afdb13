import { z } from 'zod';
import { CONTENT_DRAFT_KINDS } from './content-drafts.ts';

const entryValue = z.record(z.string(), z.unknown()).nullable();

/** One entry the draft changes: its kind, language ('' for the key visual), id, live and draft values. */
export const contentDraftEntrySchema = z.object({
  Art: z.enum(CONTENT_DRAFT_KINDS),
  Sprache: z.string(),
  Id: z.string(),
  /** Null: the entry is not live yet. */
  Veroeffentlicht: entryValue,
  /** Null: publishing deletes the entry. */
  Entwurf: entryValue,
});
export type ContentDraftEntry = z.infer<typeof contentDraftEntrySchema>;

/**
 * A tenant's open content draft: its entries against the live ones, when it was last changed
 * (null: no draft) and when the publish a rollback would undo happened (null: nothing to undo).
 */
export const contentDraftSchema = z.object({
  Eintraege: z.array(contentDraftEntrySchema),
  Stand: z.string().nullable(),
  Zurueckrollen: z.object({ VeroeffentlichtAm: z.string() }).nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/** Publish and discard name the draft's `Stand` the operator compared (409 when it changed since). */
export const contentDraftStandSchema = z.object({ Stand: z.string().min(1).max(40) }).strict();
