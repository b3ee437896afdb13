import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/memjs/data', { postgresqlconf: 'shared_buffers=16MB' });
const q = "select t.key, count(*) from tenants t left join referrals r on r.tenant_id = t.id group by t.key";
for (let round = 0; round < 4; round++) {
  const t = performance.now();
  for (let i = 0; i < 300; i++) await db.query(q).catch(async () => db.query('select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid'));
  console.log(process.execArgv.join(' ') || 'default', 'round', round, (performance.now() - t).toFixed(0), 'ms');
}
await db.close();
