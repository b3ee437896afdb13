import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { portalSecret } from '../console-search.ts';
import { REPORTED, repeated, row, shown, stopProcess } from '../measure.ts';
import {
  fillChosenTransfers,
  PAYOUT_TRANSFERS,
  payoutFixture,
  prepareBatch,
  selectSameRows,
} from '../payouts.ts';
import { createBenchDatabase } from '../recommending.ts';
import { report, startPortal, table } from '../report.ts';

const PORT = 3211;

export async function benchPayouts() {
  // 10. Payouts (issue 15): a batch of 10,000 chosen transfers prepared through the console API —
  // read, IBANs opened, the pain.001.001.09 file built, sealed and hashed, items and audit written —
  // against one SELECT of the same rows.
  const db = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-payouts-'));
  try {
    const portal = await startPortal(PORT, dataDir, db.url);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const secret = portalSecret(dataDir);
      const fixture = await payoutFixture(db.url);
      const rounds = await repeated(async () => {
        await fillChosenTransfers(client, fixture, secret);
        const select = await selectSameRows(client, fixture);
        const batch = await prepareBatch(PORT, fixture);
        console.log(`  batch ${(batch / 1000).toFixed(2)} s vs select ${(select / 1000).toFixed(3)} s`);
        return { batch, select };
      });
      const ratios = rounds.map((r) => r.batch / r.select);
      table('Payouts (issue 15)');
      report(
        row(
          `A payout batch of ${PAYOUT_TRANSFERS.toLocaleString('en')} chosen transfers (\`POST /api/betrieb/v1/auszahlungen\` on PostgreSQL ${db.serverVersion}: read, IBANs opened, the SEPA pain.001.001.09 file built with the \`sepa\` library, sealed and hashed, items and audit written) — vs one \`SELECT\` of the same rows straight with \`pg\`; ratio = batch time ÷ select time`,
          `${shown(
            rounds.map((r) => r.batch / 1000),
            2,
          )} s vs ${shown(
            rounds.map((r) => r.select / 1000),
            3,
          )} s = **${shown(ratios, 0)}×**`,
          REPORTED,
          ratios,
        ),
      );
    } finally {
      await client.end();
      await stopProcess(portal);
    }
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
