import { productTextKey } from '@kwk/shared/content/tenant-text-keys';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { activeRewardCents, products, recommendableProductJson } from '../catalogue/catalogue.api.ts';
import { runningCampaignsJson, tenantTexts } from '../content/content.api.ts';
import { type outbox, outboxInsert } from '../mail/mail.api.ts';
import { type actionTokens, tokenInsert } from '../tokens/tokens.api.ts';
import { referralStatusUpdate, type StatusChange } from './referral-status.ts';
import { type ConsentProof, referralClicks, referrals } from './referrals.table.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

/** A campaign running when a recommendation is made: whether it asks for consent, and its bonus. */
export interface ActiveCampaign {
  AktionsId: number;
  Zustimmung: boolean;
  BonusCent: number;
}

/** One row of the create context read, as the driver returns it (json and booleans parsed). */
interface ContextRow {
  id: string;
  email: string;
  vorname: string;
  blocked_reason: string | null;
  kundennummer: string | null;
  product: { id: number; anzeigeName: string } | null;
  reward_cents: number[];
  active_campaigns: ActiveCampaign[];
  taken_by_other: boolean;
}

export function createReferralsRepository() {
  return {
    /**
     * Development only (dev-referrals.routes.ts): moves a referral's creation and link expiry back
     * by `days`, so a demo or a browser test can report an order that is weeks old without the
     * order predating the referral. Answers whether the referral exists.
     */
    backdate: async (tx: Db, tenantId: string, empfehlungsnummer: number, days: number) => {
      const moved = await tx
        .update(referrals)
        .set({
          createdAt: sql`${referrals.createdAt} - make_interval(days => ${days})`,
          expiresAt: sql`${referrals.expiresAt} - make_interval(days => ${days})`,
        })
        .where(and(eq(referrals.tenantId, tenantId), eq(referrals.empfehlungsnummer, empfehlungsnummer)))
        .returning({ id: referrals.id });
      return moved.length > 0;
    },

    /**
     * The referral with its opt-in token and mail in one statement (the create path's cost is
     * mostly round trips). All three or none are meant: when the referral already exists nothing
     * comes back, and the caller's error rolls the token and mail back with the transaction. The
     * token's and the mail's inserts are their owners' (tokens, mail).
     */
    insertWithOptin: async (
      tx: Db,
      row: NewReferral & { id: string },
      token: typeof actionTokens.$inferInsert,
      mail: typeof outbox.$inferInsert,
    ): Promise<string | undefined> => {
      const referral = tx
        .insert(referrals)
        .values(row)
        .onConflictDoNothing({
          target: [
            referrals.tenantId,
            referrals.referrerId,
            referrals.recipientEmailIdentity,
            referrals.productId,
          ],
        })
        .returning({ id: referrals.id });
      const result = await tx.execute(
        sql`with r as (${referral.getSQL()}), t as (${tokenInsert(tx, token)}), o as (${outboxInsert(tx, mail)}) select id from r`,
      );
      return rowsOf<{ id: string }>(result)[0]?.id;
    },

    findSame: async (
      tx: Db,
      key: { tenantId: string; referrerId: string; recipientEmailIdentity: string; productId: number },
    ): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(
            and(
              eq(referrals.tenantId, key.tenantId),
              eq(referrals.referrerId, key.referrerId),
              eq(referrals.recipientEmailIdentity, key.recipientEmailIdentity),
              eq(referrals.productId, key.productId),
            ),
          )
      )[0],

    /**
     * The referrer's account (created with the first recommendation) and what a new recommendation
     * is checked against, in one round trip — the create path's cost is mostly statements: the
     * product (unless hidden) with its active reward values, the active campaigns (their consent
     * and bonus), and whether another referrer has a live recommendation of it to this recipient
     * (confirmed, or still waiting for its opt-in: a stranger's unconfirmed one cannot block it).
     */
    async createContext(
      tx: Db,
      referrerUpsert: SQLWrapper,
      key: {
        tenantId: string;
        productId: number;
        hidden: readonly number[];
        /** ModuleCompanyRecommendation off: a business product is not offered (catalogue.service.ts). */
        hideCompanyProducts: boolean;
        recipientEmailIdentity: string;
        today: string;
        now: Date;
        /** Unconfirmed recommendations older than this no longer hold the recipient. */
        pendingSince: Date;
      },
    ) {
      const { tenantId, productId, today } = key;
      const result = await tx.execute(sql`
        with ref as (${referrerUpsert.getSQL()})
        select ref.id, ref.email, ref.vorname, ref.blocked_reason, ref.kundennummer,
          ${recommendableProductJson(tenantId, productId, key.hideCompanyProducts)} as product,
          ${activeRewardCents(tenantId, productId, today)} as reward_cents,
          ${runningCampaignsJson(tenantId, today)} as active_campaigns,
          exists (select 1 from referrals x
            where x.tenant_id = ${tenantId} and x.recipient_email_identity = ${key.recipientEmailIdentity}
              and x.product_id = ${productId} and x.referrer_id is distinct from ref.id
              and x.expires_at > ${key.now.toISOString()} and x.status in ('Ok', 'Offen')
              and (x.optin_confirmed_at is not null or x.created_at > ${key.pendingSince.toISOString()})) as taken_by_other
        from ref`);
      const row = rowsOf<ContextRow>(result)[0]!;
      const product = key.hidden.includes(productId) ? null : row.product;
      return {
        referrer: {
          id: row.id,
          email: row.email,
          vorname: row.vorname,
          blockedReason: row.blocked_reason,
          kundennummer: row.kundennummer,
        },
        product: product && { ...product, rewardCents: row.reward_cents },
        activeCampaigns: row.active_campaigns,
        takenByOther: row.taken_by_other,
      };
    },

    /**
     * A product's name in a language other than German, where the tenant's texts have one (issue
     * 17: English mode names products in English); undefined for German or none.
     */
    productName: async (tx: Db, tenantId: string, productId: number, language: string) => {
      if (language === 'de') return undefined;
      const [row] = await tx
        .select({ value: tenantTexts.value })
        .from(tenantTexts)
        .where(
          and(
            eq(tenantTexts.tenantId, tenantId),
            eq(tenantTexts.language, language),
            eq(tenantTexts.key, productTextKey(productId, 'name')),
          ),
        );
      return row?.value;
    },

    byId: async (tx: Db, tenantId: string, id: string): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.id, id)))
      )[0],

    /** The referral, locked for the caller's transaction (the lifecycle engine's unit of work). */
    lockById: async (tx: Db, tenantId: string, id: string): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.id, id)))
          .for('no key update')
      )[0],

    byNumber: async (tx: Db, tenantId: string, nr: number): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.empfehlungsnummer, nr)))
      )[0],

    confirmOptin: (tx: Db, id: string, at: Date, proof: ConsentProof) =>
      tx
        .update(referrals)
        .set({ optinConfirmedAt: at, optinProof: proof })
        .where(and(eq(referrals.id, id), sql`${referrals.optinConfirmedAt} is null`)),

    /** Sets the offline code unless the referral has one already. */
    setOfflineCode: async (tx: Db, id: string, hash: string): Promise<boolean> =>
      (
        await tx
          .update(referrals)
          .set({ offlineCode: hash })
          .where(and(eq(referrals.id, id), sql`${referrals.offlineCode} is null`))
          .returning({ id: referrals.id })
      ).length > 0,

    byOfflineCode: async (tx: Db, tenantId: string, hash: string): Promise<ReferralRow | undefined> =>
      (
        await tx
          .select()
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.offlineCode, hash)))
      )[0],

    recordClick: (
      tx: Db,
      click: {
        tenantId: string;
        referralId: string;
        channel: string | null;
        empfaengernummer: string | null;
        at: Date;
      },
    ) => tx.insert(referralClicks).values(click),

    /** Moves one referral to the status the lifecycle engine decided (see `referralStatusUpdate`). */
    setStatus: (tx: Db, referralId: string, change: StatusChange) =>
      tx.execute(referralStatusUpdate(sql`r.id = ${referralId}`, change)),

    /**
     * Week 13 (spec §1): the recipient's address on referrals made before `cutoff` whose recipient
     * never confirmed their data is erased; the keyed hash stays for duplicate checks. All tenants
     * in one statement; answers how many referrals lost it. `recipientConfirmed` is the recipients
     * module's condition (`referralRecipientConfirmed`), handed down by the caller: recipients sits
     * above referrals.
     */
    eraseUnconfirmedRecipientEmails: async (
      tx: Db,
      cutoff: Date,
      recipientConfirmed: (referralId: SQLWrapper) => SQL,
    ): Promise<number> => {
      const result = await tx.execute(sql`
        with emails as (
          update referrals r set recipient_email = null, recipient_email_hash = null
          where r.recipient_email is not null and r.created_at < ${cutoff.toISOString()}
            and not ${recipientConfirmed(sql`r.id`)}
          returning 1)
        select count(*)::int as n from emails`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /**
     * Art. 17 erasure (issue 14): the person's address on referrals made to them goes, as after
     * week 13; the keyed hash stays for the duplicate rule. In the given tenants (null: all).
     */
    eraseRecipientEmail: async (tx: Db, where: { identityHash: string; tenantIds: string[] | null }) => {
      const result = await tx.execute(sql`
        with emails as (
          update referrals r set recipient_email = null
          where r.recipient_email_identity = ${where.identityHash} and r.recipient_email is not null
            ${
              where.tenantIds
                ? sql`and r.tenant_id in (${sql.join(
                    where.tenantIds.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})`
                : sql``
            }
          returning 1)
        select count(*)::int as n from emails`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    setChannelIfEmpty: (tx: Db, id: string, channel: string) =>
      tx
        .update(referrals)
        .set({ channel })
        .where(and(eq(referrals.id, id), sql`${referrals.channel} is null`)),

    /** A product the tenant offers (hidden ones excluded), with the values of its active rewards. */
    async product(tx: Db, tenantId: string, productId: number, today: string, hidden: readonly number[]) {
      if (hidden.includes(productId)) return undefined;
      const [product] = await tx
        .select({
          id: products.id,
          anzeigeName: products.anzeigeName,
          rewardCents: activeRewardCents(tenantId, productId, today),
        })
        .from(products)
        // A product the console set inactive is no longer offered (issue 14).
        .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.aktiv, true)));
      return product;
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

/**
 * What other modules may call of the referrals' rows (issue 28), as `referralRecords`: the engine's
 * lock and status, the promised product, the recipients' and fraud review's reads, the erasure of a
 * recipient's address.
 */
export const REFERRAL_RECORDS = [
  'byId',
  'byNumber',
  'lockById',
  'setStatus',
  'product',
  'productName',
  'eraseRecipientEmail',
  'eraseUnconfirmedRecipientEmails',
] as const;
export type ReferralRecords = Pick<ReferralsRepository, (typeof REFERRAL_RECORDS)[number]>;
