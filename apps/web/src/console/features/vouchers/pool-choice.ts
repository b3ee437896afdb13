import type { VoucherPool, VoucherPools } from '@kwk/shared/operator/vouchers.schemas';
import type { Euro } from './vouchers-texts.ts';

/** What a form about one pool gets: the pools to choose from, the euro format, what to do once saved. */
export interface PoolFormProps {
  pools: VoucherPools;
  euro: Euro;
  onSaved: () => Promise<void>;
}

/** A pool as the path names it (`{Mandant}/{WertCent}`), the value of its option. */
export const poolKey = (p: VoucherPool) => `${p.Mandant}/${p.WertCent}`;

/** The pools as the options of a select: tenant and value. */
export const poolOptions = (pools: VoucherPools, euro: Euro) =>
  pools.Bestaende.map((p) => ({ value: poolKey(p), label: `${p.Mandant}, ${euro(p.WertCent)}` }));
