import type { TaxExportQuery } from '@kwk/shared/operator/tax-export.schemas';
import { TAX_EXPORT_COLUMNS } from '@kwk/shared/operator/tax-export.schemas';
import { isTaxFree } from '@kwk/shared/tax/tax-free-limit';
import { berlinYearBounds } from '@kwk/shared/tax/tax-year';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditService, csvLine } from '../audit/audit.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { PaidPerPerson, TaxExportRepository } from './tax-export.repository.ts';

const german = new Intl.Collator('de');
/**
 * Referrers first, then recipients; each by surname and first name as a German list is read (Ä
 * with A), whatever the database's collation.
 */
const byName = (a: PaidPerPerson, b: PaidPerPerson) =>
  (a.rolle === b.rolle ? 0 : a.rolle === 'Empfehler' ? -1 : 1) ||
  german.compare(a.nachname, b.nachname) ||
  german.compare(a.vorname, b.vorname) ||
  a.nummer.localeCompare(b.nummer);

const ROLE_TEXT = { Empfehler: 'Empfehler', Empfaenger: 'Empfänger' } as const;

/** 25600 → "256,00": the sum as a German reads it; the cents column is for machines. */
const euro = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** One person's line of the export; CSV-escaped like the audit export (formula prefixes too). */
export const taxExportLine = (year: number, row: PaidPerPerson) =>
  csvLine([
    ROLE_TEXT[row.rolle],
    row.nummer,
    row.vorname,
    row.nachname,
    row.email,
    year,
    row.payouts,
    row.cents,
    euro(row.cents),
    isTaxFree(row.cents) ? 'ja' : 'nein',
  ]);

/**
 * The console's tax export (issue 15): what one tenant paid each referrer and each recipient (their
 * share) in a calendar year, as CSV for finance. The export is audited in the transaction that reads the rows: who took which
 * tenant's year, and how many people it named (never the people themselves).
 */
export function createTaxExportService(deps: {
  db: Db;
  tenants: TenantCache;
  audit: Pick<AuditService, 'record'>;
  repository: TaxExportRepository;
}) {
  const { db, tenants, audit, repository } = deps;
  return {
    async tenantsToPick() {
      return (await tenants.all())
        .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
        .sort((a, b) => a.Name.localeCompare(b.Name, 'de') || a.Key.localeCompare(b.Key));
    },

    async csv(operatorId: string, query: TaxExportQuery): Promise<string> {
      const tenant = await tenants.byKey(query.mandant);
      if (!tenant) throw new AppError('tax.unknown_tenant');
      const rows = await db.transaction(async (tx) => {
        const range = berlinYearBounds(query.jahr);
        const referrers = await repository.paidPerReferrer(tx, tenant.id, range);
        const recipients = await repository.paidPerRecipient(tx, tenant.id, range);
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'tax.export',
          tenantId: tenant.id,
          details: { year: query.jahr, referrers: referrers.length, recipients: recipients.length },
        });
        return [...referrers, ...recipients];
      });
      // A byte-order mark, so a spreadsheet opens the umlauts of names as UTF-8.
      return `\uFEFF${csvLine([...TAX_EXPORT_COLUMNS])}${rows
        .sort(byName)
        .map((r) => taxExportLine(query.jahr, r))
        .join('')}`;
    },
  };
}

export type TaxExportService = ReturnType<typeof createTaxExportService>;
