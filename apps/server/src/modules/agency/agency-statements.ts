import { type Statement, statementSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { berlinDate, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import {
  CREDIT_NOTE_BLOCKER_CODES,
  creditNoteAmounts,
  monthClosed,
  taxTreatment,
} from './agency-credit-note.rules.ts';
import type { CreditNoteIssue } from './agency-credit-note-issue.ts';
import type { AgencyCreditNotesRepository, CreditNoteRow } from './agency-credit-notes.repository.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';
import { type CreditNoteDocument, statementPdf } from './agency-statement-pdf.ts';
import type { AgencyStatementsRepository } from './agency-statements.repository.ts';

const issuedStatement = (note: CreditNoteRow): Statement => ({
  Monat: note.month,
  Nummer: note.number,
  Ausgestellt: berlinDate(note.issuedAt),
  Laufend: false,
  Auftraege: note.orders,
  NettoCent: note.netCent,
  UstCent: note.vatCent,
  BruttoCent: note.grossCent,
});

/** A credit-note code that keeps a closed month's statement from being issued yet (shown at the PDF). */
const isBlocked = (error: unknown) =>
  error instanceof AppError && (CREDIT_NOTE_BLOCKER_CODES as readonly string[]).includes(error.code);

/**
 * Monthly commission statements (tab Rechnungen): each month with released orders of the agency's
 * agents, the agency's commission per released order (`provision_cent`) times their number. A
 * closed month's statement is a credit note (Gutschrift), issued when the agency first looks at its
 * statements after the month is over, and kept as issued; the running month's is shown as of now.
 */
export function createAgencyStatementsService(deps: {
  db: Db;
  clock: Clock;
  statements: AgencyStatementsRepository;
  creditNotes: AgencyCreditNotesRepository;
  issue: CreditNoteIssue;
}) {
  const { db, clock, statements, creditNotes, issue } = deps;
  return {
    async list(tenant: Tenant, principal: AgencyPrincipal): Promise<Statement[]> {
      const { agency } = principal;
      const actor = { kind: 'agency', id: principal.user.id } as const;
      const months = await statements.months(db, tenant.id, agency.id);
      const now = clock.now();
      const byMonth = new Map((await creditNotes.list(db, tenant.id, agency.id)).map((n) => [n.month, n]));
      // Oldest month first, so an agency's numbers rise with its months.
      for (const { month } of [...months].reverse()) {
        if (byMonth.has(month) || !monthClosed(month, now)) continue;
        try {
          byMonth.set(month, await issue(tenant, agency, month, actor));
        } catch (error) {
          if (!isBlocked(error)) throw error;
        }
      }
      const open = months
        .filter((m) => !byMonth.has(m.month))
        .map((m): Statement => {
          const amounts = creditNoteAmounts(m.orders * agency.provisionCent, taxTreatment(agency));
          return {
            Monat: m.month,
            Nummer: null,
            Ausgestellt: null,
            Laufend: !monthClosed(m.month, now),
            Auftraege: m.orders,
            NettoCent: amounts.netCent,
            UstCent: amounts.vatCent,
            BruttoCent: amounts.grossCent,
          };
        });
      return [...open, ...[...byMonth.values()].map(issuedStatement)].sort((a, b) =>
        b.Monat.localeCompare(a.Monat),
      );
    },

    /**
     * The month's credit note as a PDF, issued now if it was not yet; the running month has none
     * yet (409), a month without released orders none at all (404).
     */
    async pdf(tenant: Tenant, principal: AgencyPrincipal, month: string) {
      const note = await issue(tenant, principal.agency, month, { kind: 'agency', id: principal.user.id });
      return {
        number: note.number,
        pdf: await statementPdf(note.document as unknown as CreditNoteDocument),
      };
    },
  };
}

export type AgencyStatementsService = ReturnType<typeof createAgencyStatementsService>;

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['agency'];
const security = bearerSecurity;
/** A month of the statements, 2000-01 to 2999-12. */
const monthSchema = z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Monat ist nicht gültig');

/** `GET agentur/rechnungen` and `GET agentur/rechnungen/{Monat}.pdf` (ability Rechnungen). */
export function agencyStatementsRoutes({
  agencyStatements,
}: {
  agencyStatements: AgencyStatementsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agentur/rechnungen',
      {
        config: { auth: { agency: 'Rechnungen' } },
        schema: {
          tags,
          security,
          summary:
            "One commission statement per month with released orders, newest first; a closed month's is a credit note (Gutschrift) with its number",
          params: tenantParams,
          response: { 200: z.array(statementSchema), ...errors },
        },
      },
      async (request) => agencyStatements.list(request.tenant, request.agency),
    );

    app.get(
      '/agentur/rechnungen/:Monat.pdf',
      {
        config: { auth: { agency: 'Rechnungen' } },
        schema: {
          tags,
          security,
          summary: "A closed month's credit note (Gutschrift) as a PDF (download); 409 for the running month",
          params: tenantParams.extend({ Monat: monthSchema }),
          response: { 200: z.any().describe('The statement (application/pdf)'), ...errors },
        },
      },
      async (request, reply) => {
        const { Monat } = request.params;
        const { number, pdf } = await agencyStatements.pdf(request.tenant, request.agency, Monat);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="Gutschrift-${number}-${Monat}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
