/**
 * Where a tenant's catalogue, campaign and category page texts live in its per-language texts
 * (`content/getlanguagecontent/{iso}`, tenant_texts): kept in German in their tables and the
 * configuration, they are found in other languages under these keys (issue 17: English mode in
 * English). The seed writes them; the server (catalogue, campaigns) and the SPA (category pages,
 * product names in other answers) read them, falling back to the German. One function a key, so a
 * page's bundle holds only the ones it uses.
 */
export type ProductTextField = 'name' | 'line1' | 'line2' | 'line3' | 'line4';

export const categoryTextKey = (id: number) => `catalogue.categories.c${id}`;
export const productTextKey = (id: number, field: ProductTextField) => `catalogue.products.p${id}.${field}`;
export const pairTextKey = (id: number) => `catalogue.pairs.p${id}`;
export const footnoteTextKey = (identifier: string, field: 'title' | 'text') =>
  `catalogue.footnotes.${identifier}.${field}`;
export const campaignTextKey = (id: number, field: 'title' | 'text' | 'legal') => `campaigns.a${id}.${field}`;
/** Category pages by path ("junge-leute/speed.html" → "junge-leute_speed_html"). */
export const categoryPageTextKey = (path: string, field: 'title' | 'description' | `crumb${number}`) =>
  `categoryPages.${path.replace(/[^a-z0-9-]/gi, '_')}.${field}`;
/** A reward's text template in another language (issue 14: rewards with texts de/en). */
export const rewardTextKey = (id: number) => `catalogue.rewards.r${id}.text`;
