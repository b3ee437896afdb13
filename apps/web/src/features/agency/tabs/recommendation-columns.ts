import type { CellKind } from '../reports/cell-format.ts';

/**
 * The leads and the orders reports have a row per recipient of a recommendation, and open with the
 * same columns: which recommendation, by which agent, for which product.
 */
export const RECOMMENDATION_COLUMNS: readonly { key: string; kind?: CellKind }[] = [
  { key: 'Empfehlungsnummer', kind: 'number' },
  { key: 'Agentennummer' },
  { key: 'AgentName' },
  { key: 'Produkt' },
];

/** A recipient's row of a recommendation: both numbers, as neither alone is unique. */
export const recipientRowKey = (row: { Empfehlungsnummer: unknown; Empfaengernummer: unknown }) =>
  `${row.Empfehlungsnummer}-${row.Empfaengernummer}`;
