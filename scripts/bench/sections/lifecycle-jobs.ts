import pg from 'pg';
import {
  checkJobsDid,
  ERASURE_DAY,
  EXPIRY_DAY,
  fillReferrals,
  plainDailyRun,
  runJobsCommand,
  seedJobsDatabase,
} from '../lifecycle-jobs.ts';
import { atLeast, QUICK, repeated, row, shown } from '../measure.ts';
import { createBenchDatabase } from '../recommending.ts';
import { report, table } from '../report.ts';

export async function benchLifecycleJobs() {
  // 6. The daily jobs over 100,000 referrals, run by the operator command as in production, against
  // the statements that day's run sends, straight with `pg`, over the same rows refilled.
  const jobsDb = await createBenchDatabase();
  const ROWS = QUICK ? 10_000 : 100_000;
  try {
    await seedJobsDatabase(jobsDb.url);
    const client = new pg.Client({ connectionString: jobsDb.url });
    await client.connect();
    try {
      const rounds = await repeated(async () => {
        await fillReferrals(client, ROWS);
        const expire = await runJobsCommand(jobsDb.url, EXPIRY_DAY);
        const erase = await runJobsCommand(jobsDb.url, ERASURE_DAY);
        await checkJobsDid(client, ROWS);
        await fillReferrals(client, ROWS);
        const plainExpire = await plainDailyRun(client, EXPIRY_DAY);
        const plainErase = await plainDailyRun(client, ERASURE_DAY);
        await checkJobsDid(client, ROWS);
        const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
        console.log(
          `  day 61 ${s(expire.ms)} vs ${s(plainExpire)}; week 13 ${s(erase.ms)} vs ${s(plainErase)}`,
        );
        return { expire: expire.ms, erase: erase.ms, plainExpire, plainErase };
      });
      const jobRow = (figure: string, job: number[], plain: number[]) => {
        const ratios = job.map((ms, i) => plain[i]! / ms);
        const sec = (values: number[]) =>
          shown(
            values.map((ms) => ms / 1000),
            2,
          );
        report(row(figure, `${sec(job)} vs ${sec(plain)} s = **${shown(ratios, 2)}**`, atLeast(0.2), ratios));
      };
      table('Lifecycle jobs (issue 4)');
      jobRow(
        `\`npm run jobs:run -- --date ${EXPIRY_DAY}\` (day 61) over ${ROWS.toLocaleString('en')} referrals on PostgreSQL ${jobsDb.serverVersion}: the four daily jobs, the expiry moving every referral with one mail each in one statement — vs the same 26 statements (queue, tenants, one transaction per job) straight with \`pg\`; ratio = baseline time ÷ job time`,
        rounds.map((r) => r.expire),
        rounds.map((r) => r.plainExpire),
      );
      jobRow(
        `\`npm run jobs:run -- --date ${ERASURE_DAY}\` (week 13): the erasure of the referrals' recipient e-mails and ${ROWS.toLocaleString('en')} unconfirmed recipients — vs the same statements straight with \`pg\``,
        rounds.map((r) => r.erase),
        rounds.map((r) => r.plainErase),
      );
    } finally {
      await client.end();
    }
  } finally {
    await jobsDb.drop();
  }
}
