// The FAQ page's alone: not in content-text.ts, which the start page loads (issue 32).

/** An FAQ group: its heading ('' for none) and its items, in the order the API gave them. */
export interface FaqGroup<T> {
  name: string;
  items: T[];
}

/** FAQs grouped by `Group`, groups in order of first appearance (the API orders by group, position). */
export function groupFaqs<T extends { Group: string }>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const list = groups.get(faq.Group) ?? [];
    list.push(faq);
    groups.set(faq.Group, list);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}
