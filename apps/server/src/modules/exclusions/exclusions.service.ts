import {
  type Exclusion,
  type ExclusionCreate,
  normaliseDomain,
  normaliseKundennummer,
} from '@kwk/shared/operator/exclusions.schemas';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { ExclusionRow, ExclusionsRepository } from './exclusions.repository.ts';
import { domainCandidates, kundennummerCandidates } from './exclusions.rules.ts';

interface Deps {
  db: Db;
  clock: Clock;
  tenants: TenantCache;
  audit: AuditService;
  repository: ExclusionsRepository;
}

/** Who is asked about: the addresses and customer numbers a creation would write. */
export interface ExclusionQuestion {
  emails?: readonly (string | null | undefined)[];
  kundennummern?: readonly (string | null | undefined)[];
}

/** A tenant key the console sent that names no tenant: a field error, not a 404 of the route. */
const unknownTenant = () =>
  new AppError('common.validation', {
    fields: [{ path: 'body.Mandant', message: 'Mandant ist nicht gültig' }],
  });

/**
 * The exclusion list (spec §6): the owning modules of sign-up, recommending and the recipient's
 * confirmation call `refuseExcluded` in their transaction before they write; the console keeps the
 * list, every change in the audit log.
 */
export function createExclusionsService({ db, clock, tenants, audit, repository }: Deps) {
  /** `within`: the caller's transaction, where it runs in one (see TenantCache). */
  const toExclusion = async (row: ExclusionRow, within?: Db): Promise<Exclusion> => ({
    Id: row.id,
    Art: row.kind === 'domain' ? 'Domain' : 'Kundennummer',
    Wert: row.value,
    Mandant: row.tenantId ? ((await tenants.byId(row.tenantId, within))?.key ?? null) : null,
    Notiz: row.note,
    Angelegt: row.createdAt.toISOString(),
  });

  return {
    /** 403 `auth.account_excluded` when a listed domain or customer number is among these. */
    async refuseExcluded(tx: Db, tenantId: string, question: ExclusionQuestion): Promise<void> {
      const domains = [...new Set((question.emails ?? []).flatMap((e) => (e ? domainCandidates(e) : [])))];
      const kundennummern = [...new Set(kundennummerCandidates(question.kundennummern ?? []))];
      if (await repository.matches(tx, tenantId, { domains, kundennummern }))
        throw new AppError('auth.account_excluded');
    },

    async list(): Promise<Exclusion[]> {
      return Promise.all((await repository.list(db)).map((row) => toExclusion(row)));
    },

    async add(operatorId: string, body: ExclusionCreate): Promise<Exclusion> {
      const tenant = body.Mandant ? await tenants.byKey(body.Mandant) : null;
      if (tenant === undefined) throw unknownTenant();
      const kind = body.Art === 'Domain' ? ('domain' as const) : ('kundennummer' as const);
      // The schema checked the value already; normalised here again so the service stands alone.
      const value = kind === 'domain' ? normaliseDomain(body.Wert) : normaliseKundennummer(body.Wert);
      if (!value)
        throw new AppError('common.validation', {
          fields: [{ path: 'body.Wert', message: 'Wert ist nicht gültig' }],
        });
      return db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          tenantId: tenant?.id ?? null,
          kind,
          value,
          note: body.Notiz,
          createdBy: operatorId,
          createdAt: clock.now(),
        });
        if (!row) throw new AppError('exclusions.exists');
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'exclusion.add',
          tenantId: row.tenantId,
          subject: `exclusion:${row.id}`,
          // A domain names a company, not a person; a customer number is a person's: by id only.
          details: {
            kind,
            ...(kind === 'domain' ? { domain: value } : {}),
            allTenants: row.tenantId === null,
          },
        });
        return toExclusion(row, tx);
      });
    },

    async remove(operatorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.remove(tx, id);
        if (!row) throw new AppError('exclusions.not_found');
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'exclusion.remove',
          tenantId: row.tenantId,
          subject: `exclusion:${row.id}`,
          details: { kind: row.kind, ...(row.kind === 'domain' ? { domain: row.value } : {}) },
        });
      });
    },
  };
}

export type ExclusionsService = ReturnType<typeof createExclusionsService>;
