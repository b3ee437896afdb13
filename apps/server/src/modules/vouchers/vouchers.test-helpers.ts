import { createSecretBox } from '../../lib/secret-box.ts';
import type { TestContext } from '../../test/test-app.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';

/** createTestApp's APP_SECRET: the tests open the sealed bodies of the voucher mails as the worker does. */
const outboxBox = createSecretBox(TEST_APP_SECRET, 'outbox.body');

/** A CSV file's lines as the import's body carries them. */
export const file = (lines: string[] | string) =>
  Buffer.from(Array.isArray(lines) ? lines.join('\n') : lines).toString('base64');

/** The code in a voucher mail: the indented line. */
export const codeIn = (text: string) => /^ {4}(\S.*)$/m.exec(text)?.[1];

export const tenantIdOf = async (t: TestContext, key: string) =>
  (await t.app.services.tenants.byKey(key))!.id;

/** The outbox's mails of a kind, bodies opened where they are sealed. */
export const outboxMails = async (t: TestContext, kind: string, to?: string) =>
  (
    await t.database.query<{
      to_address: string;
      subject: string;
      text_body: string;
      body_sealed: boolean;
    }>(
      `select to_address, subject, text_body, body_sealed from outbox where kind = $1 ${to ? 'and to_address = $2' : ''} order by created_at, id`,
      to ? [kind, to] : [kind],
    )
  ).map((m) => ({ ...m, text_body: m.body_sealed ? outboxBox.open(m.text_body) : m.text_body }));

let people = 0;

/** A referrer with `n` ready rewards of `cents` (goodwill credits: ready at once), signed in. */
export async function referrerWithRewards(t: TestContext, tenant: string, n: number, cents: number) {
  people += 1;
  const email = `gutschein-${people}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const user = await signedUpReferrer(t, email, { tenant, password: PASSWORD });
  const tid = await tenantIdOf(t, tenant);
  const [row] = await t.database.query<{ id: string }>(
    'select id from referrers where tenant_id = $1 and email = $2',
    [tid, email],
  );
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      await t.app.services.rewardCredits.insertGoodwill(t.database.db, {
        tenantId: tid,
        referrerId: row!.id,
        cents,
        at: t.clock.now(),
      }),
    );
  const choose = (id: string) =>
    api(t, 'PUT', '/praemierung/', {
      tenant,
      token: user.Token,
      body: { PraemieId: id, Auszahlung: 'Gutschein' },
    });
  const list = () => api(t, 'GET', '/praemierung/', { tenant, token: user.Token });
  return { email, ids, choose, list };
}
