import { berlinDateTime } from '../../lib/berlin-time.ts';

/** A time as the operations screens show it: DD.MM.YYYY HH:MM in Berlin time, as the rest of the console. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? berlinDateTime(iso) : '–';
}

/** Saves a response's body as a file, with the name the server gave it. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
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
