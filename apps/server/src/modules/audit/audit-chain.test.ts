import { describe, expect, it } from 'vitest';
import {
  ANCHOR_ACTION,
  type AuditAnchor,
  anchorWitness,
  type ChainRow,
  chainStart,
  GENESIS_HASH,
  judgeChain,
  keyedChainHash,
  unkeyedChainHash,
  walkRow,
  witnessRow,
} from './audit-chain.ts';

const KEY = Buffer.from('k'.repeat(32));
const OTHER_KEY = Buffer.from('o'.repeat(32));

/** A chain of `n` rows; rows `1..unkeyed` hashed the old way (before the key), the rest keyed. */
function chain(n: number, unkeyed = 0, key = KEY, action = (seq: number) => `test.${seq}`): ChainRow[] {
  const rows: ChainRow[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const fields = {
      at: new Date(Date.UTC(2026, 10, seq)),
      actorKind: 'system',
      actorId: null,
      action: action(seq),
      tenantId: null,
      subject: null,
      reason: null,
      details: { n: seq },
    };
    const hash = seq <= unkeyed ? unkeyedChainHash(prev, fields) : keyedChainHash(key, prev, fields);
    rows.push({ ...fields, seq, prevHash: prev, hash });
    prev = hash;
  }
  return rows;
}

/**
 * What an attacker without the key can do: change a row and re-hash it and every later one the old
 * way (up to `until`, whose rows keep their hashes and the first of them names the new predecessor).
 */
function rewrittenFrom(
  rows: ChainRow[],
  seq: number,
  change: Partial<ChainRow> = {},
  until = Number.POSITIVE_INFINITY,
): ChainRow[] {
  const out: ChainRow[] = [];
  let prev = GENESIS_HASH;
  for (const row of rows) {
    if (row.seq < seq || row.seq > until) {
      out.push(row);
      prev = row.hash;
      continue;
    }
    if (row.seq === until) {
      out.push({ ...row, prevHash: prev });
      prev = row.hash;
      continue;
    }
    const changed = row.seq === seq ? { ...row, ...change } : row;
    const hash = unkeyedChainHash(prev, changed);
    out.push({ ...changed, prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

/** The deployment the table's chains come from held `LEGACY` rows before the key (as `mixed`), unless told. */
const LEGACY = 3;

function verdictOf(rows: ChainRow[], anchor?: AuditAnchor, unkeyedRows = LEGACY) {
  const walk = chainStart();
  const witness = anchor && anchorWitness(anchor);
  for (const row of rows) {
    if (!walkRow({ key: KEY, unkeyedRows }, walk, row)) break;
    if (anchor && witness) witnessRow(anchor, witness, walk, row);
  }
  return { walk, verdict: judgeChain(walk, anchor, witness) };
}

const anchorOf = (rows: ChainRow[]): AuditAnchor => verdictOf(rows).walk;

describe('the audit chain, keyed (decision 035)', () => {
  const keyed = chain(6);
  const mixed = chain(6, 3);

  it.each([
    ['a keyed chain', keyed, 1],
    ['rows from before the key, then keyed ones', mixed, 4],
    ['only rows from before the key', chain(3, 3), null],
    ['the empty log', [], null],
  ])('%s follows; keyed from %s', (_, rows, keyedFrom) => {
    const { walk, verdict } = verdictOf(rows);
    expect(verdict).toEqual({ state: 'intact' });
    expect(walk).toMatchObject({ rows: rows.length, keyedFrom, head: rows.at(-1)?.hash ?? GENESIS_HASH });
    // Checked against its own anchor it is intact too.
    expect(verdictOf(rows, anchorOf(rows)).verdict).toEqual({ state: 'intact' });
  });

  it.each([
    ['a keyed row changed, the rest re-hashed the old way', 4, rewrittenFrom(keyed, 4, { reason: 'x' })],
    [
      'a row from before the key changed, re-hashed up to the switch',
      4,
      rewrittenFrom(mixed, 2, { reason: 'x' }, 4),
    ],
    ['a keyed row changed, its hash left', 5, keyed.map((r) => (r.seq === 5 ? { ...r, reason: 'x' } : r))],
    ['a row taken out of the middle', 4, keyed.filter((r) => r.seq !== 3)],
    ['a chain hashed with another key', 1, chain(6, 0, OTHER_KEY)],
  ])('%s: rewritten at row %s, with or without an anchor', (_, brokenAt, rows) => {
    expect(verdictOf(rows).verdict).toEqual({ state: 'rewritten', brokenAt });
    expect(verdictOf(rows, anchorOf(keyed)).verdict).toEqual({ state: 'rewritten', brokenAt });
  });

  it.each([
    ['every keyed row re-hashed the old way', rewrittenFrom(mixed, 4), LEGACY, 4],
    ['every row re-hashed the old way', rewrittenFrom(mixed, 1), LEGACY, 4],
    ['a log begun keyed, re-hashed the old way throughout', rewrittenFrom(keyed, 1), 0, 1],
    ['rows from before the key, more than configured', chain(3, 3), 2, 3],
    [
      "an anchor's row hashed the old way, within the configured rows",
      chain(4, 4, KEY, (seq) => (seq === 2 ? ANCHOR_ACTION : `test.${seq}`)),
      4,
      2,
    ],
  ])('%s: rewritten without an anchor too (%#)', (_, rows, unkeyedRows, brokenAt) => {
    expect(verdictOf(rows, undefined, unkeyedRows).verdict).toEqual({ state: 'rewritten', brokenAt });
  });

  it.each([
    ['the last two rows cut', keyed, keyed.slice(0, 4), 4],
    ['every row cut', keyed, [], 0],
    // Cut after row 4, then the server chained two new rows onto row 4: as many rows, the head gone.
    [
      'the tail cut and new rows chained on',
      keyed,
      [...keyed.slice(0, 4), ...chainedOn(keyed.slice(0, 4), 2)],
      6,
    ],
    ['the tail cut back to before the switch', mixed, mixed.slice(0, 2), 2],
  ])('%s: truncated against the anchor, intact without', (_, before, rows, found) => {
    expect(verdictOf(rows).verdict).toEqual({ state: 'intact' });
    const anchored = anchorOf(before);
    expect(verdictOf(rows, anchored).verdict).toEqual({
      state: 'truncated',
      rows: found,
      anchoredRows: 6,
    });
  });

  it('an anchor of fewer rows holds while the chain grows on', () => {
    expect(verdictOf(keyed, anchorOf(keyed.slice(0, 3))).verdict).toEqual({ state: 'intact' });
    expect(verdictOf(keyed, anchorOf([])).verdict).toEqual({ state: 'intact' });
    expect(verdictOf(mixed, anchorOf(mixed.slice(0, 2))).verdict).toEqual({ state: 'intact' });
  });
});

/** `n` new keyed rows chained onto the last of `rows`, as the server appends after a cut. */
function chainedOn(rows: ChainRow[], n: number): ChainRow[] {
  let prev = rows.at(-1)?.hash ?? GENESIS_HASH;
  const start = (rows.at(-1)?.seq ?? 0) + 10;
  return Array.from({ length: n }, (_, i) => {
    const fields = {
      at: new Date(Date.UTC(2026, 11, i + 1)),
      actorKind: 'system',
      actorId: null,
      action: 'test.after_cut',
      tenantId: null,
      subject: null,
      reason: null,
      details: {},
    };
    const hash = keyedChainHash(KEY, prev, fields);
    const row = { ...fields, seq: start + i, prevHash: prev, hash };
    prev = hash;
    return row;
  });
}
