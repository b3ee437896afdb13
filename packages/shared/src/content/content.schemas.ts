import { z } from 'zod';

/** CMS variables are name/value pairs (spec §3 "CMS content"). */
export const variableSchema = z.object({ Name: z.string(), Value: z.string() });
export const variablesSchema = z.array(variableSchema);

/** `POST content/variables/{x}`: x names the variable set; the body narrows to the wanted names. */
export const variablesRequestSchema = z
  .object({ Names: z.array(z.string().min(1).max(100)).max(200).optional() })
  .nullish();

export const languageSchema = z.object({ Iso: z.enum(['de', 'en']), Name: z.string(), Default: z.boolean() });
export const languagesSchema = z.array(languageSchema);

/** Texts of one language as a flat key → text map, merged over the SPA's built-in texts. */
export const languageContentSchema = z.record(z.string(), z.string());

export const isoParamsSchema = z.object({ apiRoute: z.string(), iso: z.string() });

/** Campaign (Aktion), spec §3. */
export const campaignSchema = z.object({
  AktionsId: z.number().int(),
  Titel: z.string(),
  Text: z.string(),
  RechtsText: z.string(),
  abgehakt: z.boolean(),
  Zustimmung: z.boolean(),
  /**
   * Extra reward in cents for each successful recommendation made while the campaign runs (0:
   * none). It goes to the referrer with the referral's reward once the referral succeeds; a
   * campaign that asks for consent (Zustimmung) pays it only when the box was ticked.
   */
  BonusCent: z.number().int().min(0),
});
export const campaignsSchema = z.array(campaignSchema);
export type Campaign = z.infer<typeof campaignSchema>;
