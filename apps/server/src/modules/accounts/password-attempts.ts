import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AccountEventsRepository } from './account-events.repository.ts';
import { accountIdentityHash, addressHash, type Caller } from './account-identity.ts';
import { FAILURE_WINDOW_MS, loginThrottle } from './login-throttle.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  events: AccountEventsRepository;
}

/** Password checks counted against the sign-in limits (per account and per address). */
export function createPasswordAttempts({ db, clock, config, events }: Deps) {
  /**
   * A password about to be checked, by sign-in or change-password: recorded as a failure first, so
   * concurrent attempts count each other, and refused (unrecorded, 429) once the account or the
   * address has 10 failures in 15 minutes. Answers the attempt, to be settled when it succeeds.
   */
  async function passwordAttempt(tenant: Tenant, email: string, referrerId: string | null, caller: Caller) {
    const now = clock.now();
    const identity = accountIdentityHash(config.appSecret, tenant.id, email);
    const attempt = await events.record(db, {
      tenantId: tenant.id,
      kind: 'login.failed',
      referrerId,
      identityHash: identity,
      ipHash: addressHash(config.appSecret, caller.ip),
      at: now,
    });
    const failures = await events.countSince(db, {
      tenantId: tenant.id,
      kind: 'login.failed',
      identityHash: identity,
      ipHash: addressHash(config.appSecret, caller.ip),
      since: new Date(now.getTime() - FAILURE_WINDOW_MS),
      except: attempt,
    });
    const throttle = loginThrottle(failures, now);
    if (!throttle.allowed) {
      // Refused unseen: it does not count, so the account is free again when the window passes.
      await events.forget(db, attempt);
      throw new AppError('auth.too_many_attempts', { retryAfterSeconds: throttle.retryAfterSeconds });
    }
    return attempt;
  }

  return passwordAttempt;
}
