import { ENVIRONMENTS } from '@kwk/shared/tenants/mandant.schemas';
import type { ReactNode } from 'react';
import { Section } from '../../../ui/form-section.tsx';
import { ConfigField, type FieldContext } from './config-field.tsx';
import { CONFIG_SECTIONS, type ConfigSectionId, sectionKeys } from './config-sections.ts';
import { CONFIG_TEXTS } from './config-texts.ts';

/**
 * A section of the tenant form with every field the table puts there, each with its control; a
 * per-environment field once for each environment. `children` for what a section shows besides.
 */
export function ConfigSection({
  id,
  ctx,
  before,
  children,
}: {
  id: ConfigSectionId;
  ctx: FieldContext;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const section = CONFIG_SECTIONS.find((s) => s.id === id)!;
  const keys = sectionKeys(id);
  const environments = CONFIG_TEXTS[ctx.lang].environments;
  const grid = 'grid' in section;
  const fields = keys.flatMap((key) =>
    key.includes('{env}')
      ? ENVIRONMENTS.map((env) => {
          const path = key.replace('{env}', env).split('.');
          return (
            <ConfigField
              key={path.join('.')}
              ctx={ctx}
              fieldKey={key}
              path={path}
              suffix={environments[env]}
            />
          );
        })
      : [<ConfigField key={key} ctx={ctx} fieldKey={key} path={key.split('.')} />],
  );
  return (
    <Section id={`tenant-${id}`} heading={section[ctx.lang]}>
      {before}
      <div className={grid ? 'c-grid' : 'c-fields'}>{fields}</div>
      {children}
    </Section>
  );
}
