import type { VoucherDetail, VoucherDetails } from '@kwk/shared/operator/vouchers.schemas';
import type { VoucherOffer } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { VoucherPoolDetails, VoucherPoolRow } from './vouchers.repository.ts';

/**
 * What a pool says about its codes (issue 30, item 5), pure: the console's body as the row's
 * columns, what a pool still lacks, and the offer the pickup and the mail read. A pool from before
 * the details existed names the tenant's brand as its shop (its codes were the brand's), and
 * leaves out what nobody gave: no date and no way to redeem are better than invented ones.
 */

/** A pool without details (none given yet). */
export const NO_DETAILS: VoucherPoolDetails = {
  shopName: null,
  validUntil: null,
  redeemDe: null,
  redeemEn: null,
  redeemUrl: null,
};

export const poolDetailsRow = (body: VoucherDetails): VoucherPoolDetails => ({
  shopName: body.Anbieter,
  validUntil: body.GueltigBis,
  redeemDe: body.EinloesungDe,
  redeemEn: body.EinloesungEn,
  redeemUrl: body.EinloeseUrl,
});

/** The details a pool still lacks, in the order the console form asks for them. */
export function missingDetails(pool: VoucherPoolDetails): VoucherDetail[] {
  return [
    ...(pool.shopName ? [] : ['Anbieter' as const]),
    ...(pool.validUntil ? [] : ['GueltigBis' as const]),
    ...(pool.redeemDe ? [] : ['Einloesung' as const]),
  ];
}

/** The voucher a reward of the pool's amount can be taken as; `brand` stands in for a shop not given. */
export const offerOf = (pool: VoucherPoolDetails, brand: string): VoucherOffer => ({
  Anbieter: pool.shopName ?? brand,
  GueltigBis: pool.validUntil,
  EinloesungDe: pool.redeemDe,
  EinloesungEn: pool.redeemEn,
  EinloeseUrl: pool.redeemUrl,
});

/** The console's view of a pool's details. */
export const poolDetailsView = (pool: VoucherPoolRow) => ({
  Anbieter: pool.shopName,
  GueltigBis: pool.validUntil,
  EinloesungDe: pool.redeemDe,
  EinloesungEn: pool.redeemEn,
  EinloeseUrl: pool.redeemUrl,
  Fehlt: missingDetails(pool),
});
