import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/**
 * A goodwill case's state: open until support grants or refuses it. A grant above the tenant's
 * threshold waits for a finance approval (Freigabe) before it is a reward (issue 27, item 2).
 */
export const GOODWILL_STATES = ['Offen', 'Freigabe', 'Gewaehrt', 'Abgelehnt'] as const;
export type GoodwillState = (typeof GOODWILL_STATES)[number];

/** The largest goodwill reward one decision may grant: 500 € (a typo must not pay thousands). */
export const GOODWILL_MAX_CENT = 50_000;

export const goodwillCaseSchema = z.object({
  Id: z.string(),
  Mandant: z.string(),
  Status: z.enum(GOODWILL_STATES),
  Email: z.string(),
  /** Whether the address has a referrer account of the tenant (only then can a reward be granted). */
  Empfehlerkonto: z.boolean(),
  Betreff: z.string(),
  Nachricht: z.string(),
  Eingegangen: z.string(),
  Entschieden: z.string().nullable(),
  BetragCent: z.number().int().nullable(),
  Begruendung: z.string().nullable(),
  /**
   * The account's goodwill this Berlin calendar year (granted and waiting for approval), its cap,
   * what is left, and the amount above which a grant waits for finance; null without an account.
   */
  Kulanzrahmen: z
    .object({
      Jahr: z.number().int(),
      JahresgrenzeCent: z.number().int(),
      GenutztCent: z.number().int(),
      RestCent: z.number().int(),
      FreigabeAbCent: z.number().int(),
    })
    .nullable(),
  /** Whether the operator asking granted it: only another finance operator may approve it. */
  SelbstGewaehrt: z.boolean(),
  /** The finance decision on a grant above the threshold: when and why (null before or without one). */
  Freigabe: z.object({ Am: z.string(), Begruendung: z.string() }).nullable(),
});
export type GoodwillCase = z.infer<typeof goodwillCaseSchema>;

export const goodwillListQuerySchema = z.object({
  status: z.enum(GOODWILL_STATES).optional(),
});
export const goodwillListSchema = z.object({ Faelle: z.array(goodwillCaseSchema) });

/**
 * `POST /api/betrieb/v1/kulanz`: support opens a case for a referrer account from a referral's view
 * (a caller's complaint, decision 066); it is decided like a case from the contact form.
 */
export const goodwillOpeningSchema = z.object({
  Empfehler: z.uuid(de.invalidField('Empfehler')),
  Betreff: z
    .string(de.requiredField('Betreff'))
    .trim()
    .min(3, de.requiredField('Betreff'))
    .max(200, de.tooLong(200)),
  Nachricht: z
    .string(de.requiredField('Anliegen'))
    .trim()
    .min(3, de.requiredField('Anliegen'))
    .max(2000, de.tooLong(2000)),
});
export type GoodwillOpening = z.infer<typeof goodwillOpeningSchema>;

/** `POST /api/betrieb/v1/kulanz/{id}/entscheidung`: grant (with an amount) or refuse, always with a reason. */
export const goodwillDecisionSchema = z
  .object({
    Entscheidung: z.enum(['Gewaehrt', 'Abgelehnt'], { error: de.requiredField('Entscheidung') }),
    BetragCent: z.number(de.invalidField('Betrag')).int(de.invalidField('Betrag')).optional(),
    Begruendung: z
      .string(de.requiredField('Begründung'))
      .trim()
      .min(3, de.requiredField('Begründung'))
      .max(1000, de.tooLong(1000)),
  })
  .superRefine((body, ctx) => {
    if (body.Entscheidung !== 'Gewaehrt') return;
    const cents = body.BetragCent;
    if (cents === undefined || cents < 1 || cents > GOODWILL_MAX_CENT)
      ctx.addIssue({ code: 'custom', path: ['BetragCent'], message: de.invalidField('Betrag') });
  });
export type GoodwillDecision = z.infer<typeof goodwillDecisionSchema>;

/**
 * `POST /api/betrieb/v1/kulanz/{id}/freigabe`: a finance operator other than the one who granted it
 * approves a grant above the threshold (it becomes the referrer's reward) or refuses it, with a reason.
 */
export const goodwillApprovalSchema = z.object({
  Entscheidung: z.enum(['Freigegeben', 'Abgelehnt'], { error: de.requiredField('Entscheidung') }),
  Begruendung: z
    .string(de.requiredField('Begründung'))
    .trim()
    .min(3, de.requiredField('Begründung'))
    .max(1000, de.tooLong(1000)),
});
export type GoodwillApproval = z.infer<typeof goodwillApprovalSchema>;

/** `GET /api/v1/{apiRoute}/kulanz/{token}`: the decision as the referrer's thank-you page shows it. */
export const goodwillOutcomeSchema = z.object({
  Status: z.enum(GOODWILL_STATES),
  BetragCent: z.number().int().nullable(),
  Begruendung: z.string().nullable(),
  Entschieden: z.string().nullable(),
});
export type GoodwillOutcome = z.infer<typeof goodwillOutcomeSchema>;
