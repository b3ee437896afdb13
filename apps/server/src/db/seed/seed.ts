import { and, eq, notInArray, sql } from 'drizzle-orm';
import { campaigns, contentVariables, tenantTexts } from '../../modules/content/content.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import type { Db } from '../client.ts';
import { DEMO_AGENCIES, seedAgencies } from './agencies-seed.ts';
import { seedCatalogue } from './catalogue/catalogue-seed.ts';
import { DEMO_CATALOGUES } from './catalogue/demo-catalogues.ts';
import { seedCms } from './cms-seed.ts';
import { seedConsentCategories } from './consent-seed.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { englishTexts } from './english-texts.ts';
import type { TenantSeed } from './tenant-seed.ts';
import { upsertChanged } from './upsert-changed.ts';

/**
 * Writes the demo tenants from their versioned files. Idempotent: a row is only written when it
 * differs from the file, so a second run reports zero changes and bumps no timestamp.
 */
export async function seedTenants(db: Db, seeds: TenantSeed[] = DEMO_TENANTS): Promise<{ changed: number }> {
  let changed = 0;
  for (const seed of seeds) {
    changed += await db.transaction(async (tx) => seedTenant(tx as unknown as Db, seed));
  }
  return { changed };
}

async function seedTenant(db: Db, seed: TenantSeed): Promise<number> {
  let changed = 0;
  changed += await upsertChanged(
    db,
    tenants,
    [{ key: seed.key, hosts: seed.hosts, settings: seed.settings, brand: seed.brand }],
    {
      target: tenants.key,
      columns: ['hosts', 'settings', 'brand'],
      // A console holding the older configuration must not save over the seed's (409).
      alsoSet: { version: sql`${tenants.version} + 1`, updatedAt: sql`now()` },
    },
  );
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, seed.key));
  const tenantId = row!.id;

  // English mode shows the catalogue, campaigns and category pages in English (english-texts.ts).
  const byLanguage = {
    de: seed.texts.de,
    en: { ...englishTexts(seed, DEMO_CATALOGUES[seed.key]!), ...seed.texts.en },
  };
  const texts = (['de', 'en'] as const).flatMap((language) =>
    Object.entries(byLanguage[language]).map(([key, value]) => ({ tenantId, language, key, value })),
  );
  changed += await upsertChanged(db, tenantTexts, texts, {
    target: [tenantTexts.tenantId, tenantTexts.language, tenantTexts.key],
    columns: ['value'],
  });

  changed += await seedCms(db, tenantId, seed.key);

  changed += await upsertChanged(
    db,
    contentVariables,
    seed.variables.map((v) => ({
      tenantId,
      setName: v.set,
      language: v.language ?? 'de',
      name: v.name,
      value: v.value,
    })),
    {
      target: [
        contentVariables.tenantId,
        contentVariables.setName,
        contentVariables.language,
        contentVariables.name,
      ],
      columns: ['value'],
    },
  );

  const ids = seed.campaigns.map((c) => c.AktionsId);
  const removed = await db
    .delete(campaigns)
    .where(
      and(eq(campaigns.tenantId, tenantId), ids.length ? notInArray(campaigns.aktionsId, ids) : undefined),
    )
    .returning({ id: campaigns.aktionsId });
  changed += removed.length;
  changed += await upsertChanged(
    db,
    campaigns,
    seed.campaigns.map((c) => ({
      tenantId,
      aktionsId: c.AktionsId,
      titel: c.Titel,
      text: c.Text,
      rechtsText: c.RechtsText,
      zustimmung: c.Zustimmung,
      bonusCent: c.BonusCent,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
    })),
    {
      target: [campaigns.tenantId, campaigns.aktionsId],
      columns: ['titel', 'text', 'rechtsText', 'zustimmung', 'bonusCent', 'startsOn', 'endsOn'],
    },
  );
  changed += await seedCatalogue(db, tenantId, DEMO_CATALOGUES[seed.key]);
  changed += await seedAgencies(db, tenantId, DEMO_AGENCIES[seed.key]);
  changed += await seedConsentCategories(db, tenantId);
  return changed;
}
