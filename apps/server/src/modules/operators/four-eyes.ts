import type { Db } from '../../db/client.ts';
import type { OperatorsRepository } from './operators.repository.ts';

/**
 * Four eyes are two people (issue 27, decision 032): the pieces every console approval shares —
 * whether a second person could approve at all, and the names to show beside a waiting step. The
 * role grants use them, and so do the modules whose own steps wait for another operator (partner
 * keys that may send events, decision 041; the replay of a fixed dead letter).
 */
export function createFourEyes(deps: { db: Db; operators: OperatorsRepository }) {
  const { db, operators } = deps;
  return {
    /** Whether an active admin exists who is none of `people` (the one asking, the one concerned). */
    async secondAdminExists(tx: Db, people: readonly string[]): Promise<boolean> {
      const admins = await operators.activeAdmins(tx);
      return admins.some((id) => !people.includes(id));
    },

    /**
     * The operators' names by id, for a list that says who did a step; an unknown id is left out.
     * `tx`: inside a transaction (PGlite's one connection would wait for a read beside it).
     */
    async namesOf(ids: readonly (string | null)[], tx: Db = db): Promise<Map<string, string>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
      const rows = await operators.namesOf(tx, wanted);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

// fixed_by of a dead letter is text: only an operator's id is looked up.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FourEyes = ReturnType<typeof createFourEyes>;
