import { boolean, customType, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Bytes as `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

import { tenants } from '../tenants/tenants.table.ts';

/**
 * Agents (Berater) of a tenant with the agent recommendation module: a referrer may recommend a
 * product through one of them, and the referral then carries the agent's external number.
 */
export const agents = pgTable(
  'agents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    externeId: text('externe_id').notNull(),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    plz: text('plz').notNull(),
    ort: text('ort').notNull(),
    aktiv: boolean('aktiv').notNull().default(true),
    /** The photo uploaded in the console (issue 14), checked by its bytes; none: drawn initials. */
    foto: bytea('foto'),
    /** image/jpeg, image/png or image/webp, as the bytes say. */
    fotoTyp: text('foto_typ'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.externeId] }),
    index('agents_name_idx').on(t.tenantId, t.nachname, t.vorname),
  ],
);
