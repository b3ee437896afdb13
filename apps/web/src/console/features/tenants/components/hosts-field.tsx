import type { FieldContext } from '../config/config-field.tsx';
import { ListEditor } from '../config/list-editor.tsx';
import { EDIT_TEXTS } from '../tenant-texts.ts';

/** The tenant's host names, one per entry (not part of spec §3's configuration, so not in the table). */
export function HostsField({ ctx }: { ctx: FieldContext }) {
  const t = EDIT_TEXTS[ctx.lang];
  return (
    <ListEditor
      ctx={ctx}
      fieldKey="Hosts"
      path={['Hosts']}
      label={t.hosts}
      help={t.hostsHint}
      configKey="Hosts"
      errors={ctx.errors.Hosts ?? []}
      readOnly={ctx.readOnly}
    />
  );
}
