import { neutralised, quoted } from '../../lib/csv-cell.ts';
import type { AuditRow } from './audit.repository.ts';
import { chainedFieldsInOrder } from './audit-chain.ts';

export const AUDIT_CSV_HEADER = [
  'seq',
  'at',
  'actor_kind',
  'actor_id',
  'action',
  'tenant_id',
  'subject',
  'reason',
  'details',
  'hash',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, quote or line break. A field a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`, since
 * reasons are typed by operators and subjects may come from partners.
 */
export function csvField(value: unknown): string {
  const text = neutralised(value === null || value === undefined ? '' : String(value));
  return /[",\r\n;]/.test(text) ? quoted(text) : text;
}

export const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

export const auditCsvLine = (row: AuditRow) =>
  csvLine([row.seq, ...chainedFieldsInOrder(row, (details) => JSON.stringify(details)), row.hash]);
