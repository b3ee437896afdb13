import { type Clock, startOfBerlinDay } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import {
  berlinMonth,
  byStatementMonth,
  carriedOn,
  creditNoteAmounts,
  creditNoteBlocker,
  creditNoteNumber,
  monthClosed,
  nextMonth,
  settledLines,
  settlement,
  statementMonths,
  taxTreatment,
} from './agency-credit-note.rules.ts';
import type { AgencyCreditNotesRepository, CreditNoteRow } from './agency-credit-notes.repository.ts';
import type { CreditNoteDocument } from './agency-statement-pdf.ts';
import type { AgencyStatementsRepository } from './agency-statements.repository.ts';
import type { AgencyRow } from './agency-users.repository.ts';

/**
 * Issues a closed month's credit note (Gutschrift) of the programme operator to an agency: once per
 * agency and month, numbered without a gap per issuer (the tenant). The number is taken from the
 * tenant's counter row, locked for update, in the transaction that writes the credit note and its
 * audit row: a failed issue takes no number, and a concurrent one waits for the lock, so two
 * credit notes issued at once get consecutive numbers (decision 038). It settles what is open when
 * it is issued: the commission of each order released by the month's end that earns it and is not
 * paid for yet, and the reversal of each paid one that earns no longer (cancelled, rejected, held),
 * naming the credit note that paid it; a negative total is carried on (decision 038, second addendum).
 */
export function createCreditNoteIssue(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  statements: AgencyStatementsRepository;
  creditNotes: AgencyCreditNotesRepository;
}) {
  const { db, clock, audit, statements, creditNotes } = deps;

  return async function issue(
    tenant: Tenant,
    agency: AgencyRow,
    month: string,
    actor: AuditActor,
  ): Promise<CreditNoteRow> {
    const issued = await creditNotes.ofMonth(db, tenant.id, agency.id, month);
    if (issued) return issued;
    const now = clock.now();
    if (!monthClosed(month, now)) throw new AppError('agency.credit_note_month_open');
    const issuer = tenant.mandant.Brand.CreditNoteIssuer;
    return db.transaction(async (tx) => {
      const last = await creditNotes.lockCounter(tx, tenant.id);
      // Issued while this one waited for the lock: that one stands.
      const meanwhile = await creditNotes.ofMonth(tx, tenant.id, agency.id, month);
      if (meanwhile) return meanwhile;
      const releaseMonths = await statements.releaseMonths(tx, tenant.id, agency.id);
      const issuedMonths = await creditNotes.months(tx, tenant.id, agency.id);
      const candidate = statementMonths({ releaseMonths, issuedMonths, running: berlinMonth(now) });
      // What is open by the month's end, each order on the oldest month still to issue that it may
      // settle on: a month asked for before an older one takes none of the older one's.
      const open = candidate.includes(month)
        ? await statements.settlement(tx, {
            tenantId: tenant.id,
            agencyId: agency.id,
            before: monthEnd(month),
          })
        : [];
      const orders = byStatementMonth(open, candidate).get(month) ?? [];
      if (orders.length === 0) throw new AppError('common.not_found');
      const blocker = creditNoteBlocker(issuer, agency);
      if (blocker || !issuer)
        throw new AppError(
          blocker?.code ?? 'agency.credit_note_issuer_missing',
          blocker?.fields.length ? { fields: blocker.fields } : undefined,
        );

      const sequence = await creditNotes.takeNumber(tx, tenant.id, last);
      const number = creditNoteNumber(sequence);
      const taxStatus = taxTreatment(agency);
      const lines = settledLines(orders, agency.provisionCent);
      const credited = lines.filter((l) => l.reverses === null).length;
      const reversals = lines.filter((l) => l.reverses !== null);
      const amounts = creditNoteAmounts(
        lines.reduce((sum, l) => sum + l.amountCent, 0),
        taxStatus,
      );
      const previous = await creditNotes.latest(tx, tenant.id, agency.id);
      const settled = settlement(amounts.grossCent, carriedOn(previous));
      const document: CreditNoteDocument = {
        number,
        issuedAt: now.toISOString(),
        month,
        programme: tenant.mandant.Brand.Name,
        issuer,
        recipient: {
          Name: agency.name,
          Strasse: agency.strasse,
          Plz: agency.plz,
          Ort: agency.ort,
          Land: agency.land,
          UstId: agency.ustId,
          Steuernummer: agency.steuernummer,
        },
        taxStatus,
        provisionCent: agency.provisionCent,
        lines: lines.map((l) => ({
          empfehlungsnummer: l.order.empfehlungsnummer,
          agent: [l.order.agentNumber, l.order.agentName].filter(Boolean).join(' '),
          product: l.order.product ?? '',
          releasedOn: l.order.releasedAt.toISOString(),
          amountCent: l.amountCent,
          ...(l.reverses !== null && { reverses: l.reverses }),
        })),
        amounts,
        carriedInCent: settled.carriedInCent,
        ...(previous && settled.carriedInCent < 0 && { carriedFrom: previous.number }),
        payableCent: settled.payableCent,
        carriedOnCent: settled.carriedOnCent,
      };
      // The figures the row keeps beside the document, and the audit entry names.
      const figures = {
        netCent: amounts.netCent,
        vatCent: amounts.vatCent,
        grossCent: amounts.grossCent,
        carriedInCent: settled.carriedInCent,
        payableCent: settled.payableCent,
        taxStatus,
      };
      const row = await creditNotes.insert(tx, {
        tenantId: tenant.id,
        agencyId: agency.id,
        month,
        sequence,
        number,
        issuedAt: now,
        orders: credited,
        ...figures,
        document: document as unknown as Record<string, unknown>,
      });
      await statements.insertLines(
        tx,
        lines.map((l) => ({
          creditNoteId: row.id,
          referralId: l.order.referralId,
          empfehlungsnummer: l.order.empfehlungsnummer,
          amountCent: l.amountCent,
          reverses: l.reverses,
        })),
      );
      await audit.record(tx, {
        actor,
        action: 'agency.credit_note_issued',
        tenantId: tenant.id,
        subject: number,
        details: {
          agencyId: agency.id,
          month,
          orders: credited,
          reversals: reversals.length,
          ...figures,
        },
      });
      // Each reversal takes back money already paid: audited one by one, as the issue is.
      for (const l of reversals)
        await audit.record(tx, {
          actor,
          action: 'agency.credit_note_reversal',
          tenantId: tenant.id,
          subject: number,
          details: {
            agencyId: agency.id,
            month,
            empfehlungsnummer: l.order.empfehlungsnummer,
            reverses: l.reverses,
            amountCent: l.amountCent,
          },
        });
      return row;
    });
  };
}

/** The moment a month (YYYY-MM) ends in Berlin: a release before it falls in the month or earlier. */
const monthEnd = (month: string) => startOfBerlinDay(`${nextMonth(month)}-01`)!;

export type CreditNoteIssue = ReturnType<typeof createCreditNoteIssue>;
