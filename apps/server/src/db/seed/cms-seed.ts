import { existsSync, readFileSync } from 'node:fs';
import {
  BREAKPOINT_IMAGE_SIZE,
  CMS_LANGUAGES,
  KEY_VISUAL_BREAKPOINTS,
  KEY_VISUAL_START,
} from '@kwk/shared/content/cms.schemas';
import { sql } from 'drizzle-orm';
import { imageRowsOf, sourcesOf } from '../../modules/content/cms.repository.ts';
import {
  cmsBlocks,
  cmsFaqs,
  cmsFootnotes,
  cmsImages,
  cmsKeyVisuals,
} from '../../modules/content/cms.table.ts';
import { type ImageVariant, imageExtension, sha256 } from '../../modules/content/key-visual-images.ts';
import type { Db } from '../client.ts';
import { CMS_DEMO } from './cms-demo-content.ts';
import { upsertChanged } from './upsert-changed.ts';

/** The brands' files: beside the sources (src/db/seed) or beside the bundled server (dist/main.js). */
const BRANDS =
  [
    new URL('../../../../web/public/brands/', import.meta.url),
    new URL('../../web/public/brands/', import.meta.url),
  ].find((dir) => existsSync(dir)) ?? new URL('../../../../web/public/brands/', import.meta.url);

/**
 * The brand's key visual files as they are (already one per breakpoint and format), or null where
 * the files are not there (a server deployed without the sources): the SPA then shows Brand.KeyVisual's.
 * Their sizes are the breakpoints' own, as `npm run key-visuals` draws them; reading them with sharp
 * instead loaded libvips (about 29 MB) into every development start (issue 32). cms.routes.test
 * holds each file's real format and size to the answer's.
 */
function brandVariants(key: string): ImageVariant[] | null {
  const variants: ImageVariant[] = [];
  for (const breakpoint of KEY_VISUAL_BREAKPOINTS) {
    for (const format of ['webp', 'jpeg'] as const) {
      const file = new URL(`${key}/keyvisual-${breakpoint}.${imageExtension(format)}`, BRANDS);
      if (!existsSync(file)) return null;
      const bytes = readFileSync(file);
      variants.push({ breakpoint, format, ...BREAKPOINT_IMAGE_SIZE[breakpoint], bytes, hash: sha256(bytes) });
    }
  }
  return variants;
}

/**
 * Writes a demo tenant's CMS content (issue 16) into the portal's own store. Idempotent like the
 * rest of the seed: a row is written only when it differs. Items the console added stay.
 */
export async function seedCms(db: Db, tenantId: string, key: string): Promise<number> {
  const demo = CMS_DEMO[key];
  if (!demo) return 0;
  let changed = 0;
  for (const language of CMS_LANGUAGES) {
    const blocks = demo.blocks[language].map((b) => ({
      tenantId,
      language,
      blockId: b.id,
      title: b.title,
      body: b.body,
    }));
    changed += await upsertChanged(db, cmsBlocks, blocks, {
      target: [cmsBlocks.tenantId, cmsBlocks.language, cmsBlocks.blockId],
      columns: ['title', 'body'],
      alsoSet: { updatedAt: sql`now()` },
    });

    const faqs = demo.faqs[language].map((f) => ({
      tenantId,
      language,
      faqId: f.id,
      question: f.question,
      answer: f.answer,
      groupName: f.group,
      position: f.position,
    }));
    changed += await upsertChanged(db, cmsFaqs, faqs, {
      target: [cmsFaqs.tenantId, cmsFaqs.language, cmsFaqs.faqId],
      columns: ['question', 'answer', 'groupName', 'position'],
    });

    const footnotes = demo.footnotes[language].map((f) => ({
      tenantId,
      language,
      footnoteId: f.id,
      identifier: f.identifier,
      titel: f.titel,
      gruppe: f.gruppe,
      inhalt: f.inhalt,
    }));
    changed += await upsertChanged(db, cmsFootnotes, footnotes, {
      target: [cmsFootnotes.tenantId, cmsFootnotes.language, cmsFootnotes.footnoteId],
      columns: ['identifier', 'titel', 'gruppe', 'inhalt'],
    });
  }

  const variants = brandVariants(key);
  if (variants) {
    changed += (
      await db
        .insert(cmsImages)
        .values(imageRowsOf(tenantId, variants))
        .onConflictDoNothing()
        .returning({ hash: cmsImages.hash })
    ).length;
    const xl = variants.find((v) => v.breakpoint === 'xl')!;
    const sources = sourcesOf(variants);
    changed += await upsertChanged(
      db,
      cmsKeyVisuals,
      [
        {
          tenantId,
          visualId: KEY_VISUAL_START,
          altDe: demo.keyVisualAlt.de,
          altEn: demo.keyVisualAlt.en,
          originalWidth: xl.width,
          originalHeight: xl.height,
          sources,
        },
      ],
      {
        target: [cmsKeyVisuals.tenantId, cmsKeyVisuals.visualId],
        columns: ['altDe', 'altEn', 'sources'],
        // The sizes follow the sources (the xl variant's), so comparing the sources covers them.
        alsoSet: {
          originalWidth: sql`excluded.original_width`,
          originalHeight: sql`excluded.original_height`,
          updatedAt: sql`now()`,
        },
      },
    );
  }
  return changed;
}
