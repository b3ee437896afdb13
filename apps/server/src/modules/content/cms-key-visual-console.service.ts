import {
  type ConsoleKeyVisual,
  KEY_VISUAL_START,
  type KeyVisualAltBody,
  type KeyVisualUploadQuery,
} from '@kwk/shared/content/cms.schemas';
import { AppError } from '../../plugins/app-error.ts';
import { type CmsRepository, type KeyVisualRow, sourcesOf } from './cms.repository.ts';
import type { CmsConsoleWriter } from './cms-console-writer.ts';
import { keyVisualValue } from './content-draft-entries.ts';
import type { DraftView } from './content-draft-view.ts';
import { keyVisualAnswer } from './embedded-content-source.ts';
import { renderKeyVisual } from './key-visual-images.ts';

const consoleVisual = (row: KeyVisualRow, key: string): ConsoleKeyVisual => {
  const base = `/api/v1/${key}/cms/bilder/`;
  return {
    Id: row.visualId,
    Alt: { de: row.altDe, en: row.altEn },
    Sources: keyVisualAnswer(row, 'de', base).Sources,
    OriginalWidth: row.originalWidth,
    OriginalHeight: row.originalHeight,
    Focus: { X: row.focusX, Y: row.focusY },
    UpdatedAt: row.updatedAt.toISOString(),
  };
};

const entry = { kind: 'keyvisual' as const, language: '', entryId: KEY_VISUAL_START };

/**
 * The start page's key visual in the console (issue 16), as the open draft makes it: uploaded as
 * raw image bytes with its own alt texts and focal point (cut by sharp for the four breakpoints),
 * its alt texts corrected later on their own. Both go into the draft (decision 072): the cut
 * variants are stored content-addressed at once, but only publishing points the live key visual at them.
 */
export function createCmsKeyVisualConsole({
  cms,
  view,
  writer,
}: {
  cms: CmsRepository;
  view: DraftView;
  writer: CmsConsoleWriter;
}) {
  const { tenantOf } = writer;
  const shown = async (tenantId: string) => {
    const row = await view.keyVisual(tenantId, KEY_VISUAL_START);
    if (!row) throw new AppError('content.keyvisual_not_found');
    return row;
  };
  return {
    async get(key: string) {
      const tenant = await tenantOf(key);
      return consoleVisual(await shown(tenant.id), tenant.key);
    },

    /** `body` is what the content type parser read: anything but bytes is no image. */
    async upload(operatorId: string, key: string, body: unknown, query: KeyVisualUploadQuery) {
      const tenant = await tenantOf(key);
      if (!Buffer.isBuffer(body)) throw new AppError('content.image_invalid');
      const focus = { X: query.focusX, Y: query.focusY };
      const rendered = await renderKeyVisual(body, focus);
      const details = {
        id: KEY_VISUAL_START,
        width: rendered.originalWidth,
        height: rendered.originalHeight,
        bytes: body.length,
        focus,
      };
      // A new picture comes with its own alt texts and focal point: nothing of the old one stays.
      const value = {
        AltDe: query.altDe,
        AltEn: query.altEn,
        OriginalWidth: rendered.originalWidth,
        OriginalHeight: rendered.originalHeight,
        FocusX: focus.X,
        FocusY: focus.Y,
        Sources: sourcesOf(rendered.variants),
      };
      await writer.draft(tenant, operatorId, 'content.keyvisual_uploaded', details, entry, value, (tx) =>
        cms.storeImages(tx, tenant.id, rendered.variants),
      );
      return consoleVisual(await shown(tenant.id), tenant.key);
    },

    async setAlt(operatorId: string, key: string, alt: KeyVisualAltBody['Alt']) {
      const tenant = await tenantOf(key);
      const row = await shown(tenant.id);
      const value = { ...keyVisualValue(row), AltDe: alt.de, AltEn: alt.en };
      await writer.draft(
        tenant,
        operatorId,
        'content.keyvisual_alt_saved',
        { id: KEY_VISUAL_START },
        entry,
        value,
      );
      return consoleVisual(await shown(tenant.id), tenant.key);
    },
  };
}
