import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import {
  creditNoteAmounts,
  creditNoteBlocker,
  creditNoteNumber,
  monthClosed,
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
 * credit notes issued at once get consecutive numbers (decision 038).
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
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const last = await creditNotes.lockCounter(tx, tenant.id);
      // Issued while this one waited for the lock: that one stands.
      const meanwhile = await creditNotes.ofMonth(tx, tenant.id, agency.id, month);
      if (meanwhile) return meanwhile;
      const lines = await statements.lines(tx, { tenantId: tenant.id, agencyId: agency.id, month });
      if (lines.length === 0) throw new AppError('common.not_found');
      const blocker = creditNoteBlocker(issuer, agency);
      if (blocker || !issuer)
        throw new AppError(
          blocker?.code ?? 'agency.credit_note_issuer_missing',
          blocker?.fields.length ? { fields: blocker.fields } : undefined,
        );

      const sequence = await creditNotes.takeNumber(tx, tenant.id, last);
      const taxStatus = taxTreatment(agency);
      const amounts = creditNoteAmounts(lines.length * agency.provisionCent, taxStatus);
      const document: CreditNoteDocument = {
        number: creditNoteNumber(sequence),
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
          empfehlungsnummer: l.empfehlungsnummer,
          agent: [l.agentNumber, l.agentName].filter(Boolean).join(' '),
          product: l.product ?? '',
          releasedOn: l.releasedAt.toISOString(),
          amountCent: agency.provisionCent,
        })),
        amounts,
      };
      const row = await creditNotes.insert(tx, {
        tenantId: tenant.id,
        agencyId: agency.id,
        month,
        sequence,
        number: document.number,
        issuedAt: now,
        orders: lines.length,
        netCent: amounts.netCent,
        vatCent: amounts.vatCent,
        grossCent: amounts.grossCent,
        taxStatus,
        document: document as unknown as Record<string, unknown>,
      });
      await audit.record(tx, {
        actor,
        action: 'agency.credit_note_issued',
        tenantId: tenant.id,
        subject: document.number,
        details: {
          agencyId: agency.id,
          month,
          orders: lines.length,
          netCent: amounts.netCent,
          vatCent: amounts.vatCent,
          grossCent: amounts.grossCent,
          taxStatus,
        },
      });
      return row;
    });
  };
}

export type CreditNoteIssue = ReturnType<typeof createCreditNoteIssue>;
