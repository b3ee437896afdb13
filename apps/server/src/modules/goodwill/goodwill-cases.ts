import { goodwillAllowanceLeft, goodwillLimits } from '@kwk/shared/operator/goodwill.rules';
import type { GoodwillCase } from '@kwk/shared/operator/goodwill.schemas';
import { berlinYear, berlinYearBounds } from '@kwk/shared/tax/tax-year';
import type { GoodwillCaseRow } from './goodwill.repository.ts';
import type { GoodwillDeps } from './goodwill-deps.ts';

/** The cases as the console shows them to `operatorId`, with each account's goodwill this year. */
export async function toCases(
  deps: GoodwillDeps,
  rows: GoodwillCaseRow[],
  operatorId: string,
): Promise<GoodwillCase[]> {
  const year = berlinYear(deps.clock.now());
  const referrerIds = [...new Set(rows.flatMap((r) => (r.referrerId ? [r.referrerId] : [])))];
  const used = await deps.repository.grantedIn(deps.db, referrerIds, berlinYearBounds(year));
  return Promise.all(
    rows.map(async (row): Promise<GoodwillCase> => {
      const tenant = await deps.tenants.byId(row.tenantId);
      const limits = goodwillLimits(tenant?.mandant.Rules ?? {});
      const usedCent = row.referrerId ? (used.get(row.referrerId) ?? 0) : 0;
      return {
        Id: row.id,
        Mandant: tenant?.key ?? '',
        Status: row.status,
        Email: row.email ?? '',
        Empfehlerkonto: row.referrerId !== null,
        Betreff: row.subject,
        Nachricht: row.message,
        Eingegangen: row.createdAt.toISOString(),
        Entschieden: row.decidedAt?.toISOString() ?? null,
        BetragCent: row.cents,
        Begruendung: row.reason,
        Kulanzrahmen: row.referrerId
          ? {
              Jahr: year,
              JahresgrenzeCent: limits.yearlyCapCent,
              GenutztCent: usedCent,
              RestCent: goodwillAllowanceLeft(usedCent, limits),
              FreigabeAbCent: limits.approvalAboveCent,
            }
          : null,
        SelbstGewaehrt: row.decidedBy === operatorId,
        Freigabe:
          row.approvalAt && row.approvalReason
            ? { Am: row.approvalAt.toISOString(), Begruendung: row.approvalReason }
            : null,
      };
    }),
  );
}
