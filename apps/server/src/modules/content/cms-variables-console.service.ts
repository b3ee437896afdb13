import type { CmsLanguage, ConsoleVariables } from '@kwk/shared/content/cms.schemas';
import type { CmsConsoleWriter } from './cms-console-writer.ts';
import type { DraftView } from './content-draft-view.ts';

type Variable = ConsoleVariables['Variables'][number];

/** The names whose value differs between two versions of a variable set, sorted (what the audit row names). */
export function changedVariableNames(before: Variable[], after: Variable[]): string[] {
  const old = new Map(before.map((v) => [v.Name, v.Value]));
  const now = new Map(after.map((v) => [v.Name, v.Value]));
  return [...new Set([...old.keys(), ...now.keys()])].filter((n) => old.get(n) !== now.get(n)).sort();
}

/**
 * The tenant's variable sets per language in the console (issue 16): its own rows as the open
 * draft makes them, no fallback; a save puts the whole set into the draft (decision 072) and
 * audits the names that changed, never the values.
 */
export function createCmsVariablesConsole({ view, writer }: { view: DraftView; writer: CmsConsoleWriter }) {
  const { tenantOf } = writer;
  return {
    async list(key: string, set: string, lang: CmsLanguage) {
      const tenant = await tenantOf(key);
      return { Variables: await view.variablesIn(tenant.id, set, lang) };
    },
    async replace(operatorId: string, key: string, set: string, lang: CmsLanguage, after: Variable[]) {
      const tenant = await tenantOf(key);
      const before = await view.variablesIn(tenant.id, set, lang);
      const changedNames = changedVariableNames(before, after);
      await writer.draft(
        tenant,
        operatorId,
        'content.variables_saved',
        { set, language: lang, changedNames },
        { kind: 'variables', language: lang, entryId: set },
        { Variables: after },
      );
      return { Variables: await view.variablesIn(tenant.id, set, lang) };
    },
  };
}
