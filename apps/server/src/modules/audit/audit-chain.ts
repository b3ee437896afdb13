import { createHash, createHmac } from 'node:crypto';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The action of the daily anchor's row (decision 035): only the key writes it, so it is always keyed. */
export const ANCHOR_ACTION = 'audit.anchor';

/**
 * What the check trusts: the key, and how many rows at the start of the chain were written before
 * the key (config `AUDIT_UNKEYED_ROWS`, outside the database like the key, so its owner cannot
 * move the switch by re-hashing rows the old way or deleting every keyed one).
 */
export interface ChainRule {
  key: Buffer;
  unkeyedRows: number;
}

export interface ChainedFields {
  at: Date;
  actorKind: string;
  actorId: string | null;
  action: string;
  tenantId: string | null;
  subject: string | null;
  reason: string | null;
  details: Record<string, unknown>;
}

/** A row as the chain check reads it. */
export interface ChainRow extends ChainedFields {
  seq: number;
  prevHash: string;
  hash: string;
}

/**
 * A row's chained fields in the chain's fixed order, the details as `detailsText` writes them: the
 * hash input, and the export's columns (audit-csv.ts), so an export shows what was hashed.
 */
export const chainedFieldsInOrder = (
  row: ChainedFields,
  detailsText: (details: Record<string, unknown>) => string,
) => [
  row.at.toISOString(),
  row.actorKind,
  row.actorId,
  row.action,
  row.tenantId,
  row.subject,
  row.reason,
  detailsText(row.details),
];

/** A row's predecessor's hash and its own fields, in a fixed order. */
function canonicalRow(prevHash: string, row: ChainedFields): string {
  return JSON.stringify([prevHash, ...chainedFieldsInOrder(row, canonicalJson)]);
}

/**
 * How rows were hashed before decision 035: SHA-256 over the canonical row. Anyone who can write
 * the table can recompute it, so it is read only for the rows written before the chain was keyed.
 */
export function unkeyedChainHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(canonicalRow(prevHash, row)).digest('hex');
}

/** Every row written since decision 035: HMAC-SHA256 with the audit key, which the database never holds. */
export function keyedChainHash(key: Buffer, prevHash: string, row: ChainedFields): string {
  return createHmac('sha256', key).update(canonicalRow(prevHash, row)).digest('hex');
}

/** JSON with object keys sorted at every depth, so a value read back from jsonb hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * What the chain looked like at one moment: how many rows, the last one's hash, and the first row
 * hashed with the key (null while none is). Written daily to the log and into the log itself (so
 * into every export), it lets a later check tell a rewritten or shortened chain from an intact one.
 */
export interface AuditAnchor {
  rows: number;
  head: string;
  keyedFrom: number | null;
}

/** Where a walk over the chain stands: the anchor so far, the head's row, the first row that broke. */
export interface ChainWalk extends AuditAnchor {
  headSeq: number;
  brokenAt: number | null;
}

export const chainStart = (): ChainWalk => ({
  rows: 0,
  head: GENESIS_HASH,
  headSeq: 0,
  keyedFrom: null,
  brokenAt: null,
});

/**
 * One more row, oldest first. It must name its predecessor's hash and carry its own: keyed, or
 * unkeyed only within the configured rows from before the key, before the first keyed row, and
 * never an anchor's row. So an attacker without the key who re-hashes rows the old way breaks the
 * chain at the first re-hashed row past the configured start, at the switch row (whose HMAC covers
 * the last old row's hash) or at an anchor's row, whichever comes first.
 * Changes `walk` in place (a walk covers every row: no copy per row) and answers whether it follows.
 */
export function walkRow(rule: ChainRule, walk: ChainWalk, row: ChainRow): boolean {
  if (walk.brokenAt !== null) return false;
  const links = row.prevHash === walk.head;
  const keyed = links && keyedChainHash(rule.key, walk.head, row) === row.hash;
  const mayBeUnkeyed =
    walk.keyedFrom === null && walk.rows < rule.unkeyedRows && row.action !== ANCHOR_ACTION;
  const follows = keyed || (mayBeUnkeyed && links && unkeyedChainHash(walk.head, row) === row.hash);
  if (!follows) {
    walk.brokenAt = row.seq;
    return false;
  }
  if (keyed && walk.keyedFrom === null) walk.keyedFrom = row.seq;
  walk.rows += 1;
  walk.head = row.hash;
  walk.headSeq = row.seq;
  return true;
}

/** What a walk saw of the rows an anchor names: its head's position and its first keyed row. */
export interface AnchorWitness {
  /** The hash of the row at the anchor's position (`rows`), if the chain is that long. */
  hashAtAnchoredRows: string | null;
  /** The first row at or after the anchor's `keyedFrom`, if one is left. */
  firstSeqFromKeyed: number | null;
}

export const anchorWitness = (anchor: AuditAnchor): AnchorWitness => ({
  // An anchor of the empty log names the hash before the first row.
  hashAtAnchoredRows: anchor.rows === 0 ? GENESIS_HASH : null,
  firstSeqFromKeyed: null,
});

/** Collects the witness while walking: call with each row after `walkRow` accepted it. */
export function witnessRow(anchor: AuditAnchor, witness: AnchorWitness, walk: ChainWalk, row: ChainRow) {
  if (walk.rows === anchor.rows) witness.hashAtAnchoredRows = row.hash;
  if (anchor.keyedFrom !== null && witness.firstSeqFromKeyed === null && row.seq >= anchor.keyedFrom)
    witness.firstSeqFromKeyed = row.seq;
}

export type ChainVerdict =
  | { state: 'intact' }
  | { state: 'rewritten'; brokenAt: number }
  | { state: 'truncated'; rows: number; anchoredRows: number };

/**
 * The chain judged after a full walk, against an anchor printed earlier if there is one:
 * - rewritten: a row does not follow (the first one named), or rows the anchor says were keyed are
 *   no longer (re-hashed the old way from there);
 * - truncated: fewer rows than anchored, or the anchored head is no longer at its position (the tail
 *   was cut and later rows chained onto the cut);
 * - intact otherwise.
 */
export function judgeChain(walk: ChainWalk, anchor?: AuditAnchor, witness?: AnchorWitness): ChainVerdict {
  if (walk.brokenAt !== null) return { state: 'rewritten', brokenAt: walk.brokenAt };
  if (!anchor) return { state: 'intact' };
  const seen = witness ?? anchorWitness(anchor);
  const truncated = { state: 'truncated', rows: walk.rows, anchoredRows: anchor.rows } as const;
  if (anchor.keyedFrom !== null && walk.keyedFrom !== anchor.keyedFrom)
    return seen.firstSeqFromKeyed === null
      ? truncated
      : { state: 'rewritten', brokenAt: seen.firstSeqFromKeyed };
  if (walk.rows < anchor.rows || seen.hashAtAnchoredRows !== anchor.head) return truncated;
  return { state: 'intact' };
}
