import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyCreditNoteCounters, agencyCreditNotes } from './agency.table.ts';

export type CreditNoteRow = typeof agencyCreditNotes.$inferSelect;
export type NewCreditNote = typeof agencyCreditNotes.$inferInsert;

/** The agencies' issued credit notes and the issuer's (tenant's) number counter. */
export function createAgencyCreditNotesRepository() {
  const ofAgency = (tenantId: string, agencyId: string) =>
    and(eq(agencyCreditNotes.tenantId, tenantId), eq(agencyCreditNotes.agencyId, agencyId));

  return {
    /** The agency's credit notes, newest month first. */
    list: (tx: Db, tenantId: string, agencyId: string) =>
      tx
        .select()
        .from(agencyCreditNotes)
        .where(ofAgency(tenantId, agencyId))
        .orderBy(desc(agencyCreditNotes.month)),

    /** The months the agency has credit notes for. */
    async months(tx: Db, tenantId: string, agencyId: string): Promise<string[]> {
      const rows = await tx
        .select({ month: agencyCreditNotes.month })
        .from(agencyCreditNotes)
        .where(ofAgency(tenantId, agencyId));
      return rows.map((r) => r.month);
    },

    /** The agency's credit note issued last (by number): the one whose negative rest the next carries. */
    async latest(tx: Db, tenantId: string, agencyId: string): Promise<CreditNoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(agencyCreditNotes)
        .where(ofAgency(tenantId, agencyId))
        .orderBy(desc(agencyCreditNotes.sequence))
        .limit(1);
      return row;
    },

    async ofMonth(
      tx: Db,
      tenantId: string,
      agencyId: string,
      month: string,
    ): Promise<CreditNoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(agencyCreditNotes)
        .where(and(ofAgency(tenantId, agencyId), eq(agencyCreditNotes.month, month)));
      return row;
    },

    /**
     * Locks the issuer's counter row until the transaction ends (made at 0 on first use) and
     * answers its last number: a second issuer waits here, then sees what the first wrote.
     */
    async lockCounter(tx: Db, tenantId: string): Promise<number> {
      await tx.insert(agencyCreditNoteCounters).values({ tenantId }).onConflictDoNothing();
      const [row] = await tx
        .select({ lastNumber: agencyCreditNoteCounters.lastNumber })
        .from(agencyCreditNoteCounters)
        .where(eq(agencyCreditNoteCounters.tenantId, tenantId))
        .for('update');
      return row!.lastNumber;
    },

    /** Takes the number after `last` (under the lock of `lockCounter`). */
    async takeNumber(tx: Db, tenantId: string, last: number): Promise<number> {
      const [row] = await tx
        .update(agencyCreditNoteCounters)
        .set({ lastNumber: sql`${agencyCreditNoteCounters.lastNumber} + 1` })
        .where(
          and(eq(agencyCreditNoteCounters.tenantId, tenantId), eq(agencyCreditNoteCounters.lastNumber, last)),
        )
        .returning({ lastNumber: agencyCreditNoteCounters.lastNumber });
      if (!row) throw new Error('credit note counter moved under its lock');
      return row.lastNumber;
    },

    async insert(tx: Db, note: NewCreditNote): Promise<CreditNoteRow> {
      const [row] = await tx.insert(agencyCreditNotes).values(note).returning();
      return row!;
    },
  };
}

export type AgencyCreditNotesRepository = ReturnType<typeof createAgencyCreditNotesRepository>;
