import { ConsoleApiError } from '../../lib/console-api.ts';

/**
 * Every field message of a failed save by its path without `body.` (`Brand.Colors.primary`); a
 * path may carry several (a colour in two failing contrast pairs).
 */
export function fieldErrorsByPath(error: unknown): Record<string, string[]> {
  if (!(error instanceof ConsoleApiError)) return {};
  const out: Record<string, string[]> = {};
  for (const f of error.fields) {
    const path = f.path.replace(/^body\./, '');
    const list = out[path] ?? [];
    if (!list.includes(f.message)) list.push(f.message);
    out[path] = list;
  }
  return out;
}

/** The messages at a path and below it (`Settings.Rules` takes `Settings.Rules.BonusPraemien.0.Cent`). */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): string[] {
  return Object.entries(errors).flatMap(([path, messages]) =>
    path === prefix || path.startsWith(`${prefix}.`)
      ? messages.map((m) => (path === prefix ? m : `${path.slice(prefix.length + 1)}: ${m}`))
      : [],
  );
}
