import type { TenantTextSets } from '@kwk/shared/operator/tenant-texts.schemas';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The tenant's switches and rules; the brand settings live beside them (spec §3). */
export type TenantSettings = Pick<Mandant, 'ContentService' | 'Modules' | 'Urls' | 'Channels' | 'Rules'>;
export type TenantBrand = Mandant['Brand'];

/** A tenant (Mandant): one brand's referral programme. `key` is also its apiRoute. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  /** Hosts whose pages belong to this tenant (e.g. `fyrst.localhost`). */
  hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  brand: jsonb('brand').$type<TenantBrand>().notNull(),
  /** Raised by every console save; a save naming an older version is refused (409), not merged. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row that belongs to a tenant: its `tenant_id`, required, and deleted with the tenant. */
export const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * A tenant's open draft (decision 065): the configuration the console saved but did not publish.
 * One per tenant; publishing or discarding deletes it. `baseVersion` is the live version it was made from.
 */
export const tenantConfigDrafts = pgTable('tenant_config_drafts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  hosts: text('hosts').array().notNull(),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  brand: jsonb('brand').$type<TenantBrand>().notNull(),
  baseVersion: integer('base_version').notNull(),
  /** The tenant's texts drafted with it, by language (decision 072); null: none drafted. */
  texts: jsonb('texts').$type<TenantTextSets>(),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The configurations a publish replaced, newest on top (decision 065): a rollback restores the
 * newest and removes it, so a second rollback goes one further back.
 */
export const tenantConfigHistory = pgTable(
  'tenant_config_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The live version this configuration had. */
    version: integer('version').notNull(),
    hosts: text('hosts').array().notNull(),
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    brand: jsonb('brand').$type<TenantBrand>().notNull(),
    /** The live texts the publish replaced, of the languages it published; null: it published none. */
    texts: jsonb('texts').$type<TenantTextSets>(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tenant_config_history_tenant_idx').on(t.tenantId, t.replacedAt)],
);

/**
 * Preview tokens (decision 065): only the SHA-256 of the token is kept, so a copy of the table
 * opens no preview. Short-lived; a token opens its own tenant's draft and nothing else.
 */
export const tenantPreviewTokens = pgTable('tenant_preview_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  operatorId: uuid('operator_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
