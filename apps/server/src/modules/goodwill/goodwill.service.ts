import { createHash, randomBytes } from 'node:crypto';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  GoodwillCase,
  GoodwillDecision,
  GoodwillOutcome,
  GoodwillState,
} from '@kwk/shared/operator/goodwill.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrersRepository } from '../accounts/referrers.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RewardCreditsRepository } from '../lifecycle/reward-credits.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Tenant, TenantCache } from '../tenants/tenant-cache.ts';
import { portalOrigin } from '../tenants/tenant-urls.ts';
import { goodwillDecisionMail } from './goodwill.mails.ts';
import type { GoodwillCaseRow, GoodwillRepository } from './goodwill.repository.ts';

/** The decision's page link works this long; afterwards support answers by mail. */
const THANKS_LINK_MS = 180 * 86_400_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  referrers: ReferrersRepository;
  credits: Pick<RewardCreditsRepository, 'insertGoodwill'>;
  outbox: OutboxRepository;
  audit: AuditService;
  repository: GoodwillRepository;
}

/**
 * Goodwill cases (Kulanz, issue 14): the contact form opens one for a complaint about a reward;
 * support grants (a reward credited to the referrer, ready for pickup) or refuses, with a reason;
 * the sender gets a mail with a link to /kulanzdanke, all in one transaction with the audit row.
 */
export function createGoodwillService(deps: Deps) {
  const { db, clock, config, repository } = deps;

  const toCase = async (row: GoodwillCaseRow): Promise<GoodwillCase> => ({
    Id: row.id,
    Mandant: (await deps.tenants.byId(row.tenantId))?.key ?? '',
    Status: row.status,
    Email: row.email ?? '',
    Empfehlerkonto: row.referrerId !== null,
    Betreff: row.subject,
    Nachricht: row.message,
    Eingegangen: row.createdAt.toISOString(),
    Entschieden: row.decidedAt?.toISOString() ?? null,
    BetragCent: row.cents,
    Begruendung: row.reason,
  });

  return {
    /** Called by the contact form inside its transaction: the complaint becomes an open case. */
    async open(
      tx: Db,
      tenant: Tenant,
      complaint: { email: string; subject: string; message: string; lang: Language },
    ): Promise<void> {
      const referrer = await deps.referrers.byEmailIdentity(tx, tenant.id, emailIdentity(complaint.email));
      await repository.insert(tx, {
        tenantId: tenant.id,
        referrerId: referrer?.id ?? null,
        email: complaint.email.trim(),
        language: complaint.lang,
        subject: complaint.subject,
        message: complaint.message,
        createdAt: clock.now(),
      });
    },

    async list(status?: GoodwillState): Promise<GoodwillCase[]> {
      return Promise.all((await repository.list(db, status)).map(toCase));
    },

    async decide(operatorId: string, id: string, body: GoodwillDecision): Promise<GoodwillCase> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const found = await repository.lock(tx, id);
        if (!found) throw new AppError('goodwill.not_found');
        if (found.status !== 'Offen') throw new AppError('goodwill.already_decided');
        const tenant = await deps.tenants.byId(found.tenantId);
        if (!tenant) throw new AppError('goodwill.not_found');
        const granted = body.Entscheidung === 'Gewaehrt';
        if (granted && !found.referrerId) throw new AppError('goodwill.no_referrer');
        const now = clock.now();
        const cents = granted ? (body.BetragCent ?? 0) : null;
        const creditId =
          granted && found.referrerId && cents
            ? await deps.credits.insertGoodwill(tx, {
                tenantId: tenant.id,
                referrerId: found.referrerId,
                cents,
                at: now,
              })
            : null;
        const token = randomBytes(32).toString('base64url');
        const decided = {
          status: body.Entscheidung,
          cents,
          reason: body.Begruendung,
          decidedBy: operatorId,
          decidedAt: now,
          creditId,
          thanksTokenHash: tokenHash(token),
        } as const;
        await repository.decide(tx, id, decided);
        if (found.email) {
          const lang: Language = found.language === 'en' ? 'en' : 'de';
          const link = `${portalOrigin(tenant, config)}/kulanzdanke?token=${token}`;
          const mail = goodwillDecisionMail(lang, {
            brand: tenant.mandant.Brand.Name,
            granted,
            amount: cents ? formatEuro(cents, lang) : '',
            reason: body.Begruendung,
            link,
          });
          await deps.outbox.enqueue(
            { tenantId: tenant.id, kind: 'goodwill.decided', to: found.email, ...mail },
            tx,
            now,
          );
        }
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: granted ? 'goodwill.grant' : 'goodwill.refuse',
          tenantId: tenant.id,
          // The referrer's account, so the decision shows among the operator actions on them.
          subject: found.referrerId ? `account:${found.referrerId}` : `goodwill_case:${found.id}`,
          reason: body.Begruendung,
          details: { caseId: found.id, ...(granted ? { cents, creditId } : {}) },
        });
        return toCase({ ...found, ...decided });
      });
    },

    /** `GET /kulanz/{token}`: the decision for the thank-you page (/kulanzdanke). */
    async outcome(tenant: Tenant, token: string): Promise<GoodwillOutcome> {
      const found = await repository.byToken(db, tenant.id, tokenHash(token));
      if (!found?.decidedAt || clock.now().getTime() - found.decidedAt.getTime() > THANKS_LINK_MS)
        throw new AppError('goodwill.link_invalid');
      return {
        Status: found.status,
        BetragCent: found.cents,
        Begruendung: found.reason,
        Entschieden: found.decidedAt.toISOString(),
      };
    },

    /** For a data-subject request: the person's cases, and erasing them (the owner's writes). */
    ofPerson: (tx: Db, where: Parameters<GoodwillRepository['ofPerson']>[1]) =>
      repository.ofPerson(tx, where),
    erase: (tx: Db, ids: string[]) => repository.erase(tx, ids, clock.now()),
  };
}

export type GoodwillService = ReturnType<typeof createGoodwillService>;
