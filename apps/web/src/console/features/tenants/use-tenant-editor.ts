import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { useConsoleLang } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { saveTenantDraft } from './api/tenants-api.ts';
import type { FieldContext } from './config/config-field.tsx';
import { type Path, setAt } from './config/config-path.ts';
import { CONFIG_TEXTS } from './config/config-texts.ts';
import { fieldErrorsByPath } from './field-errors.ts';
import { fromDraft, type TenantDraft, toDraft } from './tenant-draft.ts';
import { EDIT_TEXTS } from './tenant-texts.ts';

/** What the form edits: the open draft, else the live configuration (with the live version). */
const editedConfig = (editor: TenantEditor): TenantDetail =>
  editor.Entwurf
    ? {
        ...editor,
        Hosts: editor.Entwurf.Hosts,
        Settings: editor.Entwurf.Settings,
        Brand: editor.Entwurf.Brand,
      }
    : editor;

/**
 * The tenant being edited (decisions 048, 052): the version read, the draft in the console's form
 * helper, and the save that sends the version read (a newer one on the server answers 409). The
 * form's own checks (euros, numbers) and the server's messages (the shared zod schemas) land at
 * the field their path names.
 */
export function useTenantEditor(key: string, readOnly: boolean) {
  const lang = useConsoleLang();
  const t = EDIT_TEXTS[lang];
  const texts = CONFIG_TEXTS[lang];
  const form = useConsoleForm<unknown, { draft: TenantDraft | null }>(
    { draft: null },
    {
      check: ({ draft }) => {
        const result = draft ? fromDraft(draft, texts) : null;
        return result && 'errors' in result ? result.errors : {};
      },
    },
  );
  const query = useConsoleQuery<TenantEditor>(`mandanten/${encodeURIComponent(key)}/entwurf`, {
    onData: (editor) => form.setValues({ draft: toDraft(editedConfig(editor), lang) }),
  });
  const draft = form.values.draft;

  // Saving writes the tenant's draft; it goes live only when published (decision 065).
  const submit = form.submit(async ({ draft }) => {
    const result = draft && fromDraft(draft, texts);
    if (!result || !('body' in result)) return;
    const next = await saveTenantDraft(key, result.body);
    query.setData(next);
    form.setValues({ draft: toDraft(editedConfig(next), lang) });
    return t.draftSaved;
  });

  /** After publish, discard or rollback: the screen and the form show the new state. */
  const replace = (next: TenantEditor) => {
    query.setData(next);
    form.setValues({ draft: toDraft(editedConfig(next), lang) });
  };

  // The server's messages (a colour may fail two pairs), the form's own where the server has none.
  const errors = fieldErrorsByPath(form.error);
  for (const [path, message] of Object.entries(form.fields))
    if (message && !errors[path]) errors[path] = [message];

  const ctx: FieldContext | null = draft && {
    draft,
    errors,
    readOnly,
    lang,
    set: (path: Path, value: unknown) =>
      form.setValues((v) => {
        if (!v.draft) return v;
        const next = structuredClone(v.draft);
        setAt(next, path, value);
        return { draft: next };
      }),
  };
  return { query, form, ctx, errors, submit, replace };
}
