import { z } from 'zod';
import { KUNDENNUMMER_PATTERN } from '../my-data/my-data.schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/** spec §6: employees, sales partners and service providers are excluded by their domain or customer number. */
export const EXCLUSION_KINDS = ['Domain', 'Kundennummer'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A host name of at least two labels (`fyrst-bank.de`), letters, digits and hyphens, no leading hyphen. */
const DOMAIN_PATTERN = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A domain as an operator types it (`@fyrst-bank.de`, `FYRST-bank.de`, ` fyrst-bank.de `) in the
 * form the list keeps: lower case, without the `@`. Undefined when it is no domain.
 */
export function normaliseDomain(raw: string): string | undefined {
  const domain = raw.trim().toLowerCase().replace(/^@/, '');
  return DOMAIN_PATTERN.test(domain) ? domain : undefined;
}

/** A customer number as the referrers' own field takes it (my-data), upper case: `k-12` is `K-12`. */
export function normaliseKundennummer(raw: string): string | undefined {
  const n = raw.trim();
  return KUNDENNUMMER_PATTERN.test(n) ? n.toUpperCase() : undefined;
}

/** `POST /api/betrieb/v1/ausschluesse`: one entry, for one tenant or (Mandant null) for all. */
export const exclusionCreateSchema = z
  .object({
    Art: z.enum(EXCLUSION_KINDS, { error: de.requiredField('Art') }),
    Wert: z
      .string(de.requiredField('Wert'))
      .trim()
      .min(1, de.requiredField('Wert'))
      .max(254, de.tooLong(254)),
    /** The tenant's key (`fyrst`), or null for every tenant. */
    Mandant: z.string().trim().max(64).nullable().default(null),
    Notiz: z.string().trim().max(500, de.tooLong(500)).default(''),
  })
  .superRefine((body, ctx) => {
    const ok = body.Art === 'Domain' ? normaliseDomain(body.Wert) : normaliseKundennummer(body.Wert);
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['Wert'],
        message: de.invalidField(body.Art === 'Domain' ? 'Domain' : 'Kundennummer'),
      });
  });
export type ExclusionCreate = z.infer<typeof exclusionCreateSchema>;

export const exclusionSchema = z.object({
  Id: z.string(),
  Art: z.enum(EXCLUSION_KINDS),
  Wert: z.string(),
  /** The tenant's key, or null: every tenant. */
  Mandant: z.string().nullable(),
  Notiz: z.string(),
  Angelegt: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;
export const exclusionListSchema = z.object({ Eintraege: z.array(exclusionSchema) });
