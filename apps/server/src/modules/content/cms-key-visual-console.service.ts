import {
  type ConsoleKeyVisual,
  KEY_VISUAL_START,
  type KeyVisualAltBody,
  type KeyVisualUploadQuery,
} from '@kwk/shared/content/cms.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { CmsRepository, KeyVisualRow } from './cms.repository.ts';
import type { CmsConsoleWriter } from './cms-console-writer.ts';
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

/**
 * The start page's key visual in the console (issue 16): shown with both alt texts, uploaded as
 * raw image bytes with its own alt texts and focal point (cut by sharp for the four breakpoints),
 * its alt texts corrected later on their own.
 */
export function createCmsKeyVisualConsole({ cms, writer }: { cms: CmsRepository; writer: CmsConsoleWriter }) {
  const { tenantOf, write } = writer;
  return {
    async get(key: string) {
      const tenant = await tenantOf(key);
      const row = await cms.keyVisual(tenant.id, KEY_VISUAL_START);
      if (!row) throw new AppError('content.keyvisual_not_found');
      return consoleVisual(row, tenant.key);
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
      const row = await write(tenant, operatorId, 'content.keyvisual_uploaded', details, (tx) =>
        cms.saveKeyVisual(tx, tenant.id, {
          visualId: KEY_VISUAL_START,
          altDe: query.altDe,
          altEn: query.altEn,
          focus,
          ...rendered,
        }),
      );
      return consoleVisual(row, tenant.key);
    },

    async setAlt(operatorId: string, key: string, alt: KeyVisualAltBody['Alt']) {
      const tenant = await tenantOf(key);
      if (!(await cms.keyVisual(tenant.id, KEY_VISUAL_START)))
        throw new AppError('content.keyvisual_not_found');
      const row = await write(
        tenant,
        operatorId,
        'content.keyvisual_alt_saved',
        { id: KEY_VISUAL_START },
        (tx) => cms.setKeyVisualAlt(tx, tenant.id, KEY_VISUAL_START, alt),
      );
      if (!row) throw new AppError('content.keyvisual_not_found');
      return consoleVisual(row, tenant.key);
    },
  };
}
