import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { CONTRAST_PAIRS, contrastRatio, formatRatio, MIN_CONTRAST } from '@kwk/shared/tenants/brand-contrast';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { EDIT_TEXTS } from '../tenant-texts.ts';
import { TextInput } from './form-controls.tsx';

type Colors = TenantDetail['Brand']['Colors'];
const FIELDS = ['primary', 'primaryContrast', 'secondary', 'text', 'background'] as const;
const LABELS = {
  de: {
    primary: 'Primärfarbe',
    primaryContrast: 'Text auf Primärfarbe',
    secondary: 'Sekundärfarbe',
    text: 'Textfarbe',
    background: 'Hintergrund',
  },
  en: {
    primary: 'Primary colour',
    primaryContrast: 'Text on primary colour',
    secondary: 'Secondary colour',
    text: 'Text colour',
    background: 'Background',
  },
};

/**
 * The brand colours with the contrast of each pair as typed (the server refuses a save below
 * 4.5:1 with the same pure function, packages/shared/src/tenants/brand-contrast.ts).
 */
export function ColorsSection({
  colors,
  onChange,
  errors,
  readOnly,
}: {
  colors: Colors;
  onChange: (colors: Colors) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
}) {
  const lang = useConsoleLang();
  const t = EDIT_TEXTS[lang];
  return (
    <section className="c-section" aria-labelledby="tenant-colors">
      <h2 id="tenant-colors">{t.colors}</h2>
      <p className="c-hint">{t.colorsHint}</p>
      <div className="c-grid">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={LABELS[lang][field]}
            value={colors[field]}
            readOnly={readOnly}
            onChange={(value) => onChange({ ...colors, [field]: value })}
            errors={errors[`Brand.Colors.${field}`]}
          />
        ))}
      </div>
      <div className="c-table-wrap">
        <table className="c-table">
          <caption>{t.contrastCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.pair}</th>
              <th scope="col">{t.ratio}</th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_PAIRS.map((pair) => {
              const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
              return (
                <tr key={pair.id}>
                  <th scope="row">{pair[lang]}</th>
                  <td>
                    {ratio === null
                      ? '–'
                      : `${formatRatio(ratio, lang)} (${ratio >= MIN_CONTRAST ? t.ok : t.tooLow})`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
