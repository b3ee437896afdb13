/**
 * Where a tenant's catalogue, campaign and category page texts live in its per-language texts
 * (`content/getlanguagecontent/{iso}`, tenant_texts): the API answers these in German, the
 * tenant's texts give them in other languages (issue 17: English mode in English). The seed
 * writes them and the SPA reads them by these keys, falling back to the German it was sent.
 */
export const tenantTextKeys = {
  category: (id: number) => `catalogue.categories.c${id}`,
  product: (id: number, field: 'name' | 'line1' | 'line2' | 'line3' | 'line4') =>
    `catalogue.products.p${id}.${field}`,
  pair: (id: number) => `catalogue.pairs.p${id}`,
  footnote: (identifier: string, field: 'title' | 'text') => `catalogue.footnotes.${identifier}.${field}`,
  campaign: (id: number, field: 'title' | 'text' | 'legal') => `campaigns.a${id}.${field}`,
  /** Category pages by path ("junge-leute/speed.html" → "junge-leute_speed_html"). */
  categoryPage: (path: string, field: 'title' | 'description' | `crumb${number}`) =>
    `categoryPages.${path.replace(/[^a-z0-9-]/gi, '_')}.${field}`,
} as const;
