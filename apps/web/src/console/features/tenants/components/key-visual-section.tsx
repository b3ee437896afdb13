import { CONFIG_FIELDS } from '@kwk/shared/tenants/config-fields';
import type { FieldContext } from '../config/config-field.tsx';
import { ConfigSection } from '../config/config-section.tsx';
import { JsonInput } from './form-controls.tsx';

/**
 * The key visual's image set as JSON, as before issue 29: its own section (images) is another
 * change's, so only its label and help come from the field table here.
 */
export function KeyVisualSection({ ctx }: { ctx: FieldContext }) {
  const d = CONFIG_FIELDS['Brand.KeyVisual']!;
  return (
    <ConfigSection id="key-visual" ctx={ctx}>
      <JsonInput
        label={`${d.label[ctx.lang]} (JSON)`}
        hint={d.help[ctx.lang]}
        value={ctx.draft.keyVisualJson}
        readOnly={ctx.readOnly}
        onChange={(v) => ctx.set(['keyVisualJson'], v)}
        errors={Object.entries(ctx.errors)
          .filter(([path]) => path === 'Brand.KeyVisual' || path.startsWith('Brand.KeyVisual.'))
          .flatMap(([, list]) => list)}
      />
    </ConfigSection>
  );
}
