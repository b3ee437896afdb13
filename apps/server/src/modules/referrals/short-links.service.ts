import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { ReferralsRepository } from './referrals.repository.ts';
import { linkToken } from './referrals.rules.ts';
import type { ShortLinksRepository } from './short-links.repository.ts';
import { randomShortCode, SHORT_CODE_PATTERN, shortLink } from './short-links.rules.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrals: Pick<ReferralsRepository, 'byNumber'>;
  shortLinks: ShortLinksRepository;
  /** The referral's long link, as the share step shows it. */
  link: (tenant: Tenant, nr: number) => string;
  /** The code generator; tests pass one that repeats to walk the clash path. */
  newCode?: () => string;
}

/** A code clash among 62^12 codes is all but impossible; a few tries cover even a bad generator. */
const MAX_TRIES = 5;

const sameKey = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Short links `/r/{code}` (issue 30, decision 055): made for whoever holds the long link, resolved per host. */
export function createShortLinksService(deps: Deps) {
  const { db, clock, config, shortLinks } = deps;
  const newCode = deps.newCode ?? randomShortCode;

  return {
    /**
     * The referral's short link, made on first request. Whoever holds the long link (number and
     * key) may ask: the short link leads nowhere else. A wrong key is "not found", like no referral.
     */
    async create(tenant: Tenant, nr: number, key: string): Promise<{ Kurzlink: string }> {
      const referral = await deps.referrals.byNumber(db, tenant.id, nr);
      if (!referral || !sameKey(key, linkToken(config.appSecret, tenant.id, nr)))
        throw new AppError('referrals.not_found');
      const origin = portalOrigin(tenant, config);
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        const existing = await shortLinks.codeOf(db, referral.id);
        if (existing) return { Kurzlink: shortLink(origin, existing) };
        const code = newCode();
        const row = { code, tenantId: tenant.id, referralId: referral.id, at: clock.now() };
        if (await shortLinks.insert(db, row)) return { Kurzlink: shortLink(origin, code) };
      }
      throw new AppError('common.technical');
    },

    /** Where a code of this tenant leads: the long link, or undefined for a code not theirs. */
    async resolve(tenant: Tenant, code: string): Promise<string | undefined> {
      if (!SHORT_CODE_PATTERN.test(code)) return undefined;
      const nr = await shortLinks.numberOf(db, tenant.id, code);
      return nr === undefined ? undefined : deps.link(tenant, nr);
    },
  };
}

export type ShortLinksService = ReturnType<typeof createShortLinksService>;
