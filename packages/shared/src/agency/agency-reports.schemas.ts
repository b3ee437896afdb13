import { z } from 'zod';
import { reportPageSchema } from './agency.schemas.ts';

/**
 * The agency reports (spec §7 `PUT agentur/{report}/{x}/` with the report request body): `x` is
 * `seite` for one page as JSON, `csv` or `xlsx` for the whole filter as a streamed file.
 * Columns that may be sorted or filtered are allow-listed here, so the SPA and server agree.
 */
export const REPORTS = ['einladungen', 'empfehlungen', 'leads', 'auftraege', 'praemien'] as const;
export type ReportName = (typeof REPORTS)[number];
export const REPORT_FORMATS = ['seite', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const date = z.string().nullable(); // ISO 8601, shown as DD.MM.YYYY

export const invitationRowSchema = z.object({
  Id: z.string(),
  Vorname: z.string(),
  Nachname: z.string(),
  Email: z.string(),
  Art: z.string(),
  Mitarbeiternummer: z.string().nullable(),
  Status: z.enum(['Offen', 'Angenommen', 'Abgelaufen']),
  EingeladenAm: z.string(),
  AngenommenAm: date,
});

/** One recommendation of the agency's agents (EmpfehlerReport). */
export const recommendationRowSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Agentennummer: z.string(),
  AgentName: z.string(),
  Produkt: z.string(),
  EmpfehlerName: z.string(),
  Kanal: z.string().nullable(),
  Status: z.enum(['Ok', 'Abgelaufen', 'Offen', 'Gezahlt', 'Storniert']),
  ErstelltAm: z.string(),
});

/** A recipient who confirmed their data through an agent's recommendation. */
export const leadRowSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Empfaengernummer: z.string(),
  Agentennummer: z.string(),
  AgentName: z.string(),
  Produkt: z.string(),
  EmpfaengerName: z.string(),
  Ort: z.string(),
  BestaetigtAm: z.string(),
  Bestellt: z.boolean(),
});

/** An order reported by the partner for an agent's recommendation, with its release (AuftragsReport). */
export const orderRowSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Empfaengernummer: z.string(),
  Agentennummer: z.string(),
  AgentName: z.string(),
  Produkt: z.string(),
  AuftragsDatum: z.string(),
  WirksamAm: date,
  Status: z.enum(['Bestellt', 'Wirksam', 'Storniert', 'Widerrufen', 'Abgelehnt']),
  PraemieCent: z.number().int(),
  Freigegeben: z.boolean(),
  FreigegebenAm: date,
  FreigegebenVon: z.string().nullable(),
  /**
   * Whether the order earns the agency its commission now: released, standing (Bestellt or
   * Wirksam) and not held by the fraud review — the condition the commission statements credit by.
   */
  Provision: z.boolean(),
});

/** A reward earned through one of the agency's agents (Praemien). */
export const agencyRewardRowSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Agentennummer: z.string(),
  AgentName: z.string(),
  Produkt: z.string(),
  Empfaenger: z.enum(['Empfehler', 'Empfaenger']),
  WertCent: z.number().int(),
  Status: z.enum(['Offen', 'Bereitgestellt', 'Ausgezahlt', 'Abgeholt', 'Storniert', 'Abgelaufen']),
  GutgeschriebenAm: z.string(),
});

export const REPORT_ROWS = {
  einladungen: invitationRowSchema,
  empfehlungen: recommendationRowSchema,
  leads: leadRowSchema,
  auftraege: orderRowSchema,
  praemien: agencyRewardRowSchema,
} as const;
export type ReportRow<R extends ReportName> = z.infer<(typeof REPORT_ROWS)[R]>;

export const reportPages = {
  einladungen: reportPageSchema(invitationRowSchema),
  empfehlungen: reportPageSchema(recommendationRowSchema),
  leads: reportPageSchema(leadRowSchema),
  auftraege: reportPageSchema(orderRowSchema),
  praemien: reportPageSchema(agencyRewardRowSchema),
};

/**
 * The columns each report may be sorted and filtered by (anything else is a 400 with the field
 * named). A filter on a text column matches a part, ignoring case; on `Status`/`Art`/`Freigegeben`
 * the exact value; on a date column (`…Am`, `…Datum`) `von..bis` in YYYY-MM-DD, either side open.
 */
export const REPORT_COLUMNS: Record<
  ReportName,
  { sort: readonly string[]; filter: readonly string[]; defaultSort: string }
> = {
  einladungen: {
    sort: ['Nachname', 'Email', 'Art', 'Status', 'EingeladenAm', 'AngenommenAm'],
    filter: ['Nachname', 'Email', 'Art', 'Status', 'EingeladenAm'],
    defaultSort: 'EingeladenAm',
  },
  empfehlungen: {
    sort: ['Empfehlungsnummer', 'Agentennummer', 'AgentName', 'Produkt', 'Status', 'ErstelltAm'],
    filter: ['Agentennummer', 'AgentName', 'Produkt', 'Status', 'ErstelltAm'],
    defaultSort: 'ErstelltAm',
  },
  leads: {
    sort: ['Empfehlungsnummer', 'Agentennummer', 'AgentName', 'Produkt', 'BestaetigtAm'],
    filter: ['Agentennummer', 'AgentName', 'Produkt', 'BestaetigtAm', 'Bestellt'],
    defaultSort: 'BestaetigtAm',
  },
  auftraege: {
    sort: [
      'Empfehlungsnummer',
      'Agentennummer',
      'AgentName',
      'Produkt',
      'AuftragsDatum',
      'Status',
      'PraemieCent',
      'FreigegebenAm',
    ],
    filter: ['Agentennummer', 'AgentName', 'Produkt', 'AuftragsDatum', 'Status', 'Freigegeben'],
    defaultSort: 'AuftragsDatum',
  },
  praemien: {
    sort: ['Empfehlungsnummer', 'Agentennummer', 'AgentName', 'WertCent', 'Status', 'GutgeschriebenAm'],
    filter: ['Agentennummer', 'AgentName', 'Status', 'GutgeschriebenAm'],
    defaultSort: 'GutgeschriebenAm',
  },
};

/** Which ability opens which report (spec §6). */
export const REPORT_ABILITY = {
  einladungen: 'Einladungstool',
  empfehlungen: 'EmpfehlerReport',
  leads: 'AuftragsReport',
  auftraege: 'AuftragsReport',
  praemien: 'Praemien',
} as const;

/** `PUT agentur/auftragfreigeben/{Empfehlungsnummer}/{Empfaengernummer}`: the order's release. */
export const orderReleaseSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Freigegeben: z.literal(true),
  FreigegebenAm: z.string(),
  FreigegebenVon: z.string(),
  /** True when the order had been released before: the answer is the release that stands. */
  BereitsFreigegeben: z.boolean(),
});

/** `PUT agentur/dashboard` and `PUT agentur/statistik`: the last `Wochen` weeks (ISO weeks, Berlin). */
export const statisticsRequestSchema = z.object({
  Wochen: z.number().int().min(1).max(104).default(12),
});
const figures = {
  Empfehlungen: z.number().int(),
  Leads: z.number().int(),
  Auftraege: z.number().int(),
  PraemienCent: z.number().int(),
};
export const statisticsSchema = z.object({
  /** e.g. `2026-W47`, oldest first, every week present (zeros included). */
  ProWoche: z.array(z.object({ Woche: z.string(), ...figures })),
  ProAgent: z.array(z.object({ Agentennummer: z.string(), AgentName: z.string(), ...figures })),
  Summe: z.object(figures),
});
export type Statistics = z.infer<typeof statisticsSchema>;
