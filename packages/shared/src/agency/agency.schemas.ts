import { z } from 'zod';
import { AGENCY_ABILITIES, AGENCY_ROLES } from './agency-abilities.ts';

/**
 * `POST /agentur/sso/start`: the SPA made a PKCE verifier and sends only its S256 challenge; the
 * server answers where to send the browser, with a `state` and `nonce` it keeps (single use,
 * 10 minutes) so that `PUT /agentur/sso` can refuse a forged or replayed return.
 */
export const agencySsoStartBodySchema = z.object({
  RedirectUri: z.string().url().max(500),
  CodeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'CodeChallenge ist nicht gültig'),
});
export const agencySsoStartSchema = z.object({
  AuthorizationUrl: z.string(),
  State: z.string(),
});

/** `PUT /agentur/sso` (spec §7): the authorization code, the PKCE verifier, and the state returned. */
export const agencySsoBodySchema = z.object({
  Code: z.string().min(1).max(2048),
  Verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Verifier ist nicht gültig'),
  State: z.string().min(16).max(256),
});
export type AgencySsoBody = z.infer<typeof agencySsoBodySchema>;

/** The signed-in agency user (spec §3 "Agency user": token, roles), with what the SPA shows. */
export const agencyUserSchema = z.object({
  Token: z.string(),
  /** When the token stops working unless refreshed (ISO 8601). */
  ExpiresAt: z.string(),
  Roles: z.array(z.enum(AGENCY_ROLES)),
  Abilities: z.array(z.enum(AGENCY_ABILITIES)),
  Name: z.string(),
  Agentur: z.object({ Id: z.string(), Name: z.string() }),
});
export type AgencyUser = z.infer<typeof agencyUserSchema>;

/** `GET token/verifyAgenturToken?t=…`: whether a token is live, and whose. */
export const verifyAgencyTokenQuerySchema = z.object({ t: z.string().max(200).default('') });
export const verifyAgencyTokenResultSchema = z.object({
  Valid: z.boolean(),
  ExpiresAt: z.string().nullable(),
  Roles: z.array(z.enum(AGENCY_ROLES)),
});

/** A report filter: column → text (allow-listed per report by the server). */
export const reportFilterSchema = z.record(z.string().max(40), z.string().max(200)).default({});

/** spec §3 "Report request": OrderBy, Descending, Pagesize, Pagenumber, Filter. */
export const reportRequestSchema = z.object({
  OrderBy: z.string().max(40).nullish(),
  Descending: z.boolean().default(false),
  Pagesize: z.number().int().min(1).max(100).default(25),
  Pagenumber: z.number().int().min(1).max(100_000).default(1),
  Filter: z.preprocess((v) => v ?? {}, reportFilterSchema),
  /**
   * A page's `NextCursor` or `PreviousCursor` (issue 32): the page after or before it, read by the
   * sort value and key of its edge row (keyset), so a page costs the same deep in the report as at
   * its start. Without it, `Pagenumber` counts pages from the start (the spec's paging). A cursor
   * only fits the sort and filter it was made for; `Pagenumber` then only names the page in the answer.
   */
  Cursor: z.string().max(1000).nullish(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** One page of a report, with the totals of the whole filter. */
export const reportPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    Content: z.array(row),
    TotalCount: z.number().int(),
    PageCount: z.number().int(),
    Pagenumber: z.number().int(),
    Pagesize: z.number().int(),
    HasNext: z.boolean(),
    /** The request's `Cursor` for the page after this one; null on the last page. */
    NextCursor: z.string().nullable(),
    /** The request's `Cursor` for the page before this one; null on the first page. */
    PreviousCursor: z.string().nullable(),
  });
