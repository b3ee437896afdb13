import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeEscaped } from '../../lib/sql-helpers.ts';
import { agents } from './agents.table.ts';

/** An agent without the photo's bytes (those are read on their own, for the photo only). */
export type AgentRow = Omit<typeof agents.$inferSelect, 'foto'>;
const { foto: _foto, ...listed } = getTableColumns(agents);

export function createAgentsRepository({ db }: { db: Db }) {
  const active = (tenantId: string) => and(eq(agents.tenantId, tenantId), eq(agents.aktiv, true));
  const order = [asc(agents.nachname), asc(agents.vorname), asc(agents.externeId)];

  return {
    /** Active agents whose number, name, postcode or town contains the query; one page and the total. */
    async search(tenantId: string, query: string, offset: number, limit: number) {
      const pattern = `%${likeEscaped(query)}%`;
      const matches = query
        ? or(
            ilike(agents.externeId, pattern),
            ilike(agents.vorname, pattern),
            ilike(agents.nachname, pattern),
            ilike(agents.plz, `${likeEscaped(query)}%`),
            ilike(agents.ort, pattern),
          )
        : undefined;
      const where = and(active(tenantId), matches);
      const rows = await db
        .select({ agent: listed, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(agents)
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      if (rows.length > 0) return { rows: rows.map((r) => r.agent), total: rows[0]!.total };
      // Past the last page the window count is gone with the rows: count on its own.
      const [counted] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(agents)
        .where(where);
      return { rows: [], total: counted?.n ?? 0 };
    },

    all: (tenantId: string) =>
      db
        .select(listed)
        .from(agents)
        .where(active(tenantId))
        .orderBy(...order),

    byExterneId: async (tenantId: string, externeId: string, tx: Db = db): Promise<AgentRow | undefined> =>
      (
        await tx
          .select(listed)
          .from(agents)
          .where(and(active(tenantId), eq(agents.externeId, externeId)))
      )[0],

    /** An agent by number whether active or not: a number stays taken while its agent is inactive. */
    byNumber: async (tx: Db, tenantId: string, externeId: string): Promise<AgentRow | undefined> =>
      (
        await tx
          .select(listed)
          .from(agents)
          .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, externeId)))
      )[0],

    /** Adds an agent (an agency's accepted invitation); false when the number is taken. */
    add: async (tx: Db, row: typeof agents.$inferInsert): Promise<boolean> =>
      (await tx.insert(agents).values(row).onConflictDoNothing().returning({ n: agents.externeId })).length >
      0,

    /** Deactivates or reactivates an agent; an inactive agent cannot be named on a new recommendation. */
    setActive: async (tx: Db, tenantId: string, externeId: string, aktiv: boolean): Promise<boolean> =>
      (
        await tx
          .update(agents)
          .set({ aktiv })
          .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, externeId)))
          .returning({ n: agents.externeId })
      ).length > 0,

    /** Every agent of the tenant, inactive ones too (the console's list). */
    everyone: (tenantId: string) =>
      db
        .select({ ...listed, hasPhoto: sql<boolean>`${agents.foto} is not null`.mapWith(Boolean) })
        .from(agents)
        .where(eq(agents.tenantId, tenantId))
        .orderBy(...order),

    /** An active agent's uploaded photo, if any. */
    photo: async (tenantId: string, externeId: string) =>
      (
        await db
          .select({ foto: agents.foto, fotoTyp: agents.fotoTyp })
          .from(agents)
          .where(and(active(tenantId), eq(agents.externeId, externeId)))
      )[0],

    /** An agent's uploaded photo whether the agent is active or not (the console's view). */
    photoOfAny: async (tenantId: string, externeId: string) =>
      (
        await db
          .select({ foto: agents.foto, fotoTyp: agents.fotoTyp })
          .from(agents)
          .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, externeId)))
      )[0],

    /** Changes an agent's name and place and whether it is active; false when there is none. */
    update: async (
      tx: Db,
      tenantId: string,
      externeId: string,
      set: Pick<AgentRow, 'vorname' | 'nachname' | 'plz' | 'ort' | 'aktiv'>,
    ): Promise<boolean> =>
      (
        await tx
          .update(agents)
          .set(set)
          .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, externeId)))
          .returning({ n: agents.externeId })
      ).length > 0,

    /** Stores (or with null removes) an agent's photo; false when there is no such agent. */
    setPhoto: async (
      tx: Db,
      tenantId: string,
      externeId: string,
      photo: { foto: Buffer; fotoTyp: string } | null,
    ): Promise<boolean> =>
      (
        await tx
          .update(agents)
          .set(photo ?? { foto: null, fotoTyp: null })
          .where(and(eq(agents.tenantId, tenantId), eq(agents.externeId, externeId)))
          .returning({ n: agents.externeId })
      ).length > 0,
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;

/**
 * What other modules may call of the agents' rows (issue 28), as `agentRecords`: the agent a
 * recommendation names, and the agency's employees, which are agents of its tenant.
 */
export const AGENT_RECORDS = ['byExterneId', 'byNumber', 'add', 'setActive'] as const;
export type AgentRecords = Pick<AgentsRepository, (typeof AGENT_RECORDS)[number]>;
