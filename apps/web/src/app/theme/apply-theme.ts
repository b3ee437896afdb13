/** The theme's CSS custom properties on the page; setProperty from JS is allowed by the CSP (style="" attributes in the HTML are not). */
export function applyTheme(variables: Record<string, string> | undefined): void {
  if (!variables) return;
  const root = document.documentElement;
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
