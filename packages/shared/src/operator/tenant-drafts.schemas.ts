import { z } from 'zod';
import { tenantLiveTextsSchema, tenantTextSetsSchema } from './tenant-texts.schemas.ts';
import { tenantDetailSchema } from './tenants.schemas.ts';

/**
 * A tenant's draft (decision 065): the configuration saved in the editor but not yet live, with
 * the live version it was made from, and the tenant's texts drafted with it. One open draft per tenant.
 */
export const tenantDraftSchema = z.object({
  Hosts: tenantDetailSchema.shape.Hosts,
  Settings: tenantDetailSchema.shape.Settings,
  Brand: tenantDetailSchema.shape.Brand,
  /** The live version the draft was made from; publishing refuses (409) once the live one moved on. */
  BasisVersion: z.number().int(),
  UpdatedAt: z.string(),
  /** The tenant's texts of the languages drafted (decision 072); null: the texts are not drafted. */
  Texte: tenantTextSetsSchema.nullable(),
});
export type TenantDraft = z.infer<typeof tenantDraftSchema>;

/**
 * `GET /api/betrieb/v1/mandanten/{key}`: the live configuration, the open draft (null: none) and
 * the version a rollback would restore (null: nothing to roll back to).
 */
export const tenantEditorSchema = tenantDetailSchema.extend({
  Entwurf: tenantDraftSchema.nullable(),
  Zurueckrollen: z.object({ Version: z.number().int(), ErsetztAm: z.string() }).nullable(),
  /** The tenant's live texts, German and English (what a drafted text is compared with). */
  Texte: tenantLiveTextsSchema,
});
export type TenantEditor = z.infer<typeof tenantEditorSchema>;

/** Publish, discard and roll back name the live version the operator saw (optimistic concurrency). */
export const tenantLiveVersionSchema = z.object({ Version: z.number().int().min(1) }).strict();

/**
 * `POST /api/betrieb/v1/mandanten/{key}/vorschau`: where the draft can be seen. The token rides in
 * the URL's fragment, which browsers never send, so no server or proxy logs it.
 */
export const tenantPreviewSchema = z.object({ Url: z.string(), GueltigBis: z.string() });
export type TenantPreview = z.infer<typeof tenantPreviewSchema>;

export { PREVIEW_FRAGMENT, PREVIEW_TOKEN_HEADER, PREVIEW_TOKEN_MINUTES } from './tenant-preview.ts';
