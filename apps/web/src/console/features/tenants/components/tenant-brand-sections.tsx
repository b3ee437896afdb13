import { errorsUnder } from '../field-errors.ts';
import type { JsonErrors } from '../tenant-draft.ts';
import { Checkbox, JsonInput, TextInput } from './form-controls.tsx';
import type { SectionProps } from './tenant-settings-sections.tsx';

const FEATURE_KEYS = [
  'FriendlyCaptcha',
  'Banknote',
  'BountyNotice',
  'CallToAction',
  'FooterText',
  'ExitIntent',
] as const;

/** The brand's optional features, on or off. */
export function FeaturesSection({ draft, edit, readOnly, t }: SectionProps) {
  return (
    <section className="c-section" aria-labelledby="tenant-features">
      <h2 id="tenant-features">{t.features}</h2>
      <div className="c-grid">
        {FEATURE_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={k}
            checked={draft.brand.Features[k]}
            disabled={readOnly}
            onChange={(v) =>
              edit((d) => {
                d.brand.Features[k] = v;
              })
            }
          />
        ))}
      </div>
    </section>
  );
}

/** The theme, logo and product API of the brand. */
export function ThemeSection({ draft, edit, readOnly, errors, t }: SectionProps) {
  return (
    <section className="c-section" aria-labelledby="tenant-theme">
      <h2 id="tenant-theme">{t.theme}</h2>
      <TextInput
        label={t.themePath}
        hint={t.themeHint}
        value={draft.brand.ThemePath}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.brand.ThemePath = v;
          })
        }
        errors={errors['Brand.ThemePath']}
      />
      <TextInput
        label={t.logo}
        value={draft.brand.LogoUrl}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.brand.LogoUrl = v;
          })
        }
        errors={errors['Brand.LogoUrl']}
      />
      <TextInput
        label={t.productApi}
        hint={t.productApiHint}
        value={draft.brand.ProductApi}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.brand.ProductApi = v;
          })
        }
        errors={errors['Brand.ProductApi']}
      />
    </section>
  );
}

/** The rest as validated JSON: the money rules, the content service, further brand settings. */
export function MoreSection({
  draft,
  edit,
  readOnly,
  errors,
  t,
  jsonErrors,
}: SectionProps & { jsonErrors: JsonErrors }) {
  const jsonMessage = (k: keyof JsonErrors) => (jsonErrors[k] ? [t.jsonInvalid] : []);
  return (
    <section className="c-section" aria-labelledby="tenant-more">
      <h2 id="tenant-more">{t.more}</h2>
      <JsonInput
        label={t.rules}
        hint={t.rulesHint}
        value={draft.rulesJson}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.rulesJson = v;
          })
        }
        errors={[...jsonMessage('rulesJson'), ...errorsUnder(errors, 'Settings.Rules')]}
      />
      <JsonInput
        label={t.contentService}
        value={draft.contentServiceJson}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.contentServiceJson = v;
          })
        }
        errors={[...jsonMessage('contentServiceJson'), ...errorsUnder(errors, 'Settings.ContentService')]}
      />
      <JsonInput
        label={t.brandMore}
        hint={t.brandMoreHint}
        value={draft.brandMoreJson}
        readOnly={readOnly}
        onChange={(v) =>
          edit((d) => {
            d.brandMoreJson = v;
          })
        }
        errors={[
          ...jsonMessage('brandMoreJson'),
          ...Object.entries(errors)
            .filter(([path]) => path.startsWith('Brand.') && !isStructured(path))
            .flatMap(([path, list]) => list.map((m) => `${path.slice(6)}: ${m}`)),
        ]}
      />
    </section>
  );
}

const STRUCTURED_PREFIXES = [
  'Brand.Name',
  'Brand.ApiRoute',
  'Brand.Language',
  'Brand.Colors',
  'Brand.Features',
  'Brand.ThemePath',
  'Brand.LogoUrl',
  'Brand.ProductApi',
];
const isStructured = (path: string) =>
  STRUCTURED_PREFIXES.some((p) => path === p || path.startsWith(`${p}.`));
