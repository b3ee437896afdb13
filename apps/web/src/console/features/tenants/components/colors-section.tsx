import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { CONTRAST_PAIRS, contrastRatio, formatRatio, MIN_CONTRAST } from '@kwk/shared/tenants/brand-contrast';
import type { FieldContext } from '../config/config-field.tsx';
import { ConfigSection } from '../config/config-section.tsx';
import { EDIT_TEXTS } from '../tenant-texts.ts';

type Colors = TenantDetail['Brand']['Colors'];

/**
 * The brand colours with the contrast of each pair as typed (the server refuses a save below
 * 4.5:1 with the same pure function, packages/shared/src/tenants/brand-contrast.ts).
 */
export function ColorsSection({ ctx }: { ctx: FieldContext }) {
  const { lang } = ctx;
  const t = EDIT_TEXTS[lang];
  const colors = ctx.draft.Brand.Colors as Colors;
  return (
    <ConfigSection id="colors" ctx={ctx} before={<p className="c-hint">{t.colorsHint}</p>}>
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
    </ConfigSection>
  );
}
