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
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
