import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { LifecycleWebhooks, RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { GoodwillCaseRow, GoodwillRepository } from './goodwill.repository.ts';

/** What the goodwill use cases work with. */
export interface GoodwillDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  referrers: ReferrerRecords;
  credits: Pick<RewardCreditRecords, 'insertGoodwill'>;
  /** The lifecycle's webhooks: a grant is reported in its transaction (issue 31). */
  lifecycleHooks: Pick<LifecycleWebhooks, 'goodwill'>;
  outbox: OutboxRecords;
  audit: AuditService;
  repository: GoodwillRepository;
}

/** The referrer's reward for a grant: ready for the pickup at once. */
export async function creditGoodwill(
  deps: GoodwillDeps,
  tx: Db,
  found: GoodwillCaseRow,
  cents: number,
  now: Date,
) {
  const id = await deps.credits.insertGoodwill(tx, {
    tenantId: found.tenantId,
    referrerId: found.referrerId!,
    cents,
    at: now,
  });
  await deps.lifecycleHooks.goodwill(tx, found.tenantId, id, now);
  return id;
}
