import { KEY_VISUAL_BREAKPOINTS } from '@kwk/shared/content/cms.constants';
import { Section } from '../../../ui/form-section.tsx';
import { ConfigField, type FieldContext } from '../config/config-field.tsx';
import { CONFIG_SECTIONS } from '../config/config-sections.ts';

const TEXTS = {
  de: {
    intro:
      'Die Dateien des Key-Visuals je Breakpoint, als WebP und JPEG. Ein Bild mit Bildmittelpunkt laden Sie unter „Inhalte → Titelbild“ hoch: Der Server schneidet es für alle vier Breakpoints zu, und die Startseite zeigt es statt dieser Dateien.',
    legend: (bp: string, px: unknown) => `Breakpoint ${bp} (ab ${String(px) || '?'} px)`,
  },
  en: {
    intro:
      'The key visual’s files per breakpoint, as WebP and JPEG. Upload an image with its focal point under “Content → Key visual”: the server crops it for all four breakpoints, and the start page shows it instead of these files.',
    legend: (bp: string, px: unknown) => `Breakpoint ${bp} (from ${String(px) || '?'} px)`,
  },
};

/**
 * The key visual's image set (`Brand.KeyVisual`: xl, lg, md, sm, each `{ webp, jpeg }`), one group
 * per breakpoint with a field per file from the field table; the server's messages land at the
 * field their path names (`Brand.KeyVisual.xl.webp`). Replaces its JSON text (issue 29, item 1).
 */
export function KeyVisualSection({ ctx }: { ctx: FieldContext }) {
  const section = CONFIG_SECTIONS.find((s) => s.id === 'key-visual')!;
  const t = TEXTS[ctx.lang];
  const breakpoints = ctx.draft.Brand.Breakpoints as Record<string, unknown> | undefined;
  return (
    <Section id="tenant-key-visual" heading={section[ctx.lang]} intro={t.intro}>
      <div className="c-fields">
        {KEY_VISUAL_BREAKPOINTS.map((bp) => (
          <fieldset key={bp} className="c-fieldset">
            <legend>{t.legend(bp, breakpoints?.[bp] ?? '')}</legend>
            {(['webp', 'jpeg'] as const).map((format) => (
              <ConfigField
                key={format}
                ctx={ctx}
                fieldKey={`Brand.KeyVisual.${bp}.${format}`}
                path={['Brand', 'KeyVisual', bp, format]}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </Section>
  );
}
