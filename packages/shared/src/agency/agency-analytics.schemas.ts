import { z } from 'zod';
import { rangeProblems } from '../operator/figures-range.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/**
 * `PUT agentur/analyse` (issue 29, item 6; decision 067): Berlin days YYYY-MM-DD, widened to whole
 * ISO weeks (at most 104), and optionally one agent of the agency. `Bis` before `Von`, or too long
 * a range, is refused at `Bis`.
 */
export const analyticsRequestSchema = z
  .object({
    Von: z.string().max(10, de.invalidField('Von')),
    Bis: z.string().max(10, de.invalidField('Bis')),
    Agentennummer: z.string().max(64, de.invalidField('Agentennummer')).optional(),
  })
  .superRefine((request, ctx) => {
    for (const problem of rangeProblems(request.Von, request.Bis)) {
      if (problem === 'from')
        ctx.addIssue({ code: 'custom', path: ['Von'], message: de.invalidField('Von') });
      else ctx.addIssue({ code: 'custom', path: ['Bis'], message: de.invalidField('Bis') });
    }
  });
export type AnalyticsRequest = z.infer<typeof analyticsRequestSchema>;

/** The funnel's steps in order; each rate is a step over the one before it. */
export const ANALYTICS_STEPS = ['Oeffnungen', 'Empfehlungen', 'Auftraege', 'Praemien'] as const;
export type AnalyticsStep = (typeof ANALYTICS_STEPS)[number];
export const ANALYTICS_RATES = [
  'OeffnungenZuEmpfehlungen',
  'EmpfehlungenZuAuftraegen',
  'AuftraegeZuPraemien',
] as const;
export type AnalyticsRate = (typeof ANALYTICS_RATES)[number];

const count = z.number().int().nonnegative();
/** A share (1 = 100 %), null where the step before counted nothing (no division by zero). */
const rate = z.number().nonnegative().nullable();

export const funnelSchema = z.object({
  /** Opens of the referral links (long or short), robots left out. */
  Oeffnungen: count,
  /** Referrals the agents made. */
  Empfehlungen: count,
  /** Referrals whose first order was placed. */
  Auftraege: count,
  /** Referrals whose reward was credited (and not cancelled), once per referral. */
  Praemien: count,
  /** Those rewards' sum, every part. */
  PraemienCent: count,
  OeffnungenZuEmpfehlungen: rate,
  EmpfehlungenZuAuftraegen: rate,
  AuftraegeZuPraemien: rate,
});
export type Funnel = z.infer<typeof funnelSchema>;

export const analyticsSchema = z.object({
  /** The range as counted: the Monday of `Von`'s week to the Sunday of `Bis`'s. */
  Von: z.string(),
  Bis: z.string(),
  /** The agent asked for, if any. */
  Agentennummer: z.string().nullable(),
  /** Every agent of the agency, for the filter. */
  Agenten: z.array(z.object({ Agentennummer: z.string(), AgentName: z.string() })),
  /** Every ISO week of the range (`2026-W48`), oldest first, weeks without facts as zeros. */
  ProWoche: z.array(funnelSchema.extend({ Woche: z.string() })),
  /** The agents with any fact in the range, most opens first. */
  ProAgent: z.array(funnelSchema.extend({ Agentennummer: z.string(), AgentName: z.string() })),
  Summe: funnelSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;
