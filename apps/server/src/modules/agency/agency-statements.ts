import { type Statement, statementSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { berlinDate, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import {
  berlinMonth,
  byStatementMonth,
  CREDIT_NOTE_BLOCKER_CODES,
  carriedOn,
  creditNoteAmounts,
  monthClosed,
  settledLines,
  settlement,
  statementMonths,
  taxTreatment,
} from './agency-credit-note.rules.ts';
import type { CreditNoteIssue } from './agency-credit-note-issue.ts';
import type { AgencyCreditNotesRepository, CreditNoteRow } from './agency-credit-notes.repository.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';
import { type CreditNoteDocument, statementPdf } from './agency-statement-pdf.ts';
import type { AgencyStatementsRepository } from './agency-statements.repository.ts';
import type { AgencyRow } from './agency-users.repository.ts';

const issuedStatement = (note: CreditNoteRow): Statement => {
  const lines = (note.document as unknown as CreditNoteDocument).lines;
  return {
    Monat: note.month,
    Nummer: note.number,
    Ausgestellt: berlinDate(note.issuedAt),
    Laufend: false,
    Auftraege: note.orders,
    Stornos: lines.filter((l) => l.reverses).length,
    NettoCent: note.netCent,
    UstCent: note.vatCent,
    BruttoCent: note.grossCent,
    VortragCent: note.carriedInCent,
    AuszahlungCent: note.payableCent,
  };
};

/** A credit-note code that keeps a closed month's statement from being issued yet (shown at the PDF). */
const isBlocked = (error: unknown) =>
  error instanceof AppError && (CREDIT_NOTE_BLOCKER_CODES as readonly string[]).includes(error.code);
/** Nothing left to settle: what was open was settled meanwhile (a concurrent issue). */
const isEmpty = (error: unknown) => error instanceof AppError && error.code === 'common.not_found';

/**
 * Monthly commission statements (tab Rechnungen). Each settles what is open for the agency's
 * released orders: the commission of each that earns it (`earnsCommission`) and is not paid for
 * yet, and the reversal of each paid one that earns no longer. A closed month's statement is a
 * credit note (Gutschrift), issued when the agency first looks at its statements after the month is
 * over, and kept as issued; the running month's, and one that cannot be issued yet, are shown as of
 * now. A negative total pays nothing and is carried on (decision 038 and its second addendum).
 */
export function createAgencyStatementsService(deps: {
  db: Db;
  clock: Clock;
  statements: AgencyStatementsRepository;
  creditNotes: AgencyCreditNotesRepository;
  issue: CreditNoteIssue;
}) {
  const { db, clock, statements, creditNotes, issue } = deps;

  /** What is open now, by the month it settles on (oldest first), and the notes issued so far. */
  async function open(tenant: Tenant, agency: AgencyRow, now: Date) {
    const [releaseMonths, notes, orders] = await Promise.all([
      statements.releaseMonths(db, tenant.id, agency.id),
      creditNotes.list(db, tenant.id, agency.id),
      statements.settlement(db, { tenantId: tenant.id, agencyId: agency.id, before: now }),
    ]);
    const months = statementMonths({
      releaseMonths,
      issuedMonths: notes.map((n) => n.month),
      running: berlinMonth(now),
    });
    return { notes, byMonth: byStatementMonth(orders, months) };
  }

  return {
    async list(tenant: Tenant, principal: AgencyPrincipal): Promise<Statement[]> {
      const { agency } = principal;
      const actor = { kind: 'agency', id: principal.user.id } as const;
      const now = clock.now();
      let state = await open(tenant, agency, now);
      // Oldest month first, so an agency's numbers rise with its months.
      let issued = false;
      for (const [month, orders] of state.byMonth) {
        if (orders.length === 0 || !monthClosed(month, now)) continue;
        try {
          await issue(tenant, agency, month, actor);
          issued = true;
        } catch (error) {
          if (!isBlocked(error) && !isEmpty(error)) throw error;
        }
      }
      if (issued) state = await open(tenant, agency, now);

      const latest = state.notes.reduce<CreditNoteRow | undefined>(
        (last, n) => (last && last.sequence > n.sequence ? last : n),
        undefined,
      );
      let carriedIn = carriedOn(latest);
      const pending: Statement[] = [];
      for (const [month, orders] of state.byMonth) {
        if (orders.length === 0) continue;
        const lines = settledLines(orders, agency.provisionCent);
        const amounts = creditNoteAmounts(
          lines.reduce((sum, l) => sum + l.amountCent, 0),
          taxTreatment(agency),
        );
        const paid = settlement(amounts.grossCent, carriedIn);
        carriedIn = paid.carriedOnCent;
        pending.push({
          Monat: month,
          Nummer: null,
          Ausgestellt: null,
          Laufend: !monthClosed(month, now),
          Auftraege: lines.filter((l) => l.reverses === null).length,
          Stornos: lines.filter((l) => l.reverses !== null).length,
          NettoCent: amounts.netCent,
          UstCent: amounts.vatCent,
          BruttoCent: amounts.grossCent,
          VortragCent: paid.carriedInCent,
          AuszahlungCent: paid.payableCent,
        });
      }
      return [...pending, ...state.notes.map(issuedStatement)].sort((a, b) => b.Monat.localeCompare(a.Monat));
    },

    /**
     * The month's credit note as a PDF, issued now if it was not yet; the running month has none
     * yet (409), a month with nothing to settle none at all (404).
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

const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 409, 429);
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
            "One commission statement per month with something to settle (released orders' commission, reversals of commission paid for orders since cancelled), newest first; a closed month's is a credit note (Gutschrift) with its number",
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
