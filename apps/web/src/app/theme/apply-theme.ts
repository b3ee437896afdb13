import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { themeVariables } from './theme-variables.ts';

/** setProperty from JS is allowed by the CSP (style="" attributes in the HTML are not). */
export function applyTheme(colors: Mandant['Brand']['Colors'] | undefined): void {
  if (!colors) return;
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(colors))) root.style.setProperty(name, value);
}
