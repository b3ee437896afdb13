// Filling and splitting a CMS text are shared: the portal's server writes the start page's first
// screen with them too (spa/start-shell.ts).
export { fillContent, paragraphs, type VariableMap } from '@kwk/shared/content/fill-content';
