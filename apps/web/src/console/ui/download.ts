import { saveFile } from '../../lib/save-file.ts';
import { type ConsoleRequest, consoleFetchRaw } from '../lib/console-api.ts';

/**
 * The console's file download (CSV exports, the payout file, a data export): the answer of a console call saved
 * as a file, under the name the server gives (`Content-Disposition`), else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  request: ConsoleRequest = {},
): Promise<void> {
  await saveDownload(await consoleFetchRaw(path, request), fallbackName);
}

/** Saves a response's body as a file, with the name the server gave it. */
async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveFile({ blob: await response.blob(), fileName });
}
