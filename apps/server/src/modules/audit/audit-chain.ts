import { createHash } from 'node:crypto';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

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

/** A row's hash: SHA-256 over its predecessor's hash and its own fields, in a fixed order. */
export function chainHash(prevHash: string, row: ChainedFields): string {
  const canonical = JSON.stringify([
    prevHash,
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.action,
    row.tenantId,
    row.subject,
    row.reason,
    canonicalJson(row.details),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
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
