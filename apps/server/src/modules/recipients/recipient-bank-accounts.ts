import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { recipients } from './recipients.table.ts';

/** The account a recipient gave for their share: holder and the IBAN in the clear. */
export interface RecipientAccount {
  holder: string;
  iban: string;
}

/**
 * The recipients' bank accounts for the payouts (issue 15), the one way another module reads a
 * recipient's IBAN: opened here with the recipients' own key (the purpose `iban` of
 * `recipients.service.ts`), and cleared here when a transfer to it came back.
 */
export function createRecipientBankAccounts(appSecret: string) {
  const box = createSecretBox(appSecret, 'iban');
  return {
    /** The accounts of these recipients that have one and were not erased, by recipient id. */
    async accountsOf(tx: Db, tenantId: string, ids: string[]): Promise<Map<string, RecipientAccount>> {
      const found = new Map<string, RecipientAccount>();
      if (ids.length === 0) return found;
      const rows = await tx
        .select({ id: recipients.id, holder: recipients.accountHolder, sealed: recipients.ibanEncrypted })
        .from(recipients)
        .where(
          and(
            eq(recipients.tenantId, tenantId),
            inArray(recipients.id, ids),
            isNull(recipients.erasedAt),
            isNotNull(recipients.ibanEncrypted),
          ),
        );
      for (const row of rows)
        if (row.holder && row.sealed) found.set(row.id, { holder: row.holder, iban: box.open(row.sealed) });
      return found;
    },

    /** A transfer came back (wrong account): the recipient's page asks for bank data again. */
    async clear(tx: Db, tenantId: string, id: string): Promise<void> {
      await tx
        .update(recipients)
        .set({ accountHolder: null, ibanEncrypted: null, ibanIdentity: null, bankDataAt: null })
        .where(and(eq(recipients.tenantId, tenantId), eq(recipients.id, id)));
    },
  };
}

export type RecipientBankAccounts = ReturnType<typeof createRecipientBankAccounts>;
