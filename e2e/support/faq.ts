import type { Locator } from '@playwright/test';

/** The answer panel a FAQ question button controls (ui/accordion.tsx: aria-controls). */
export async function faqAnswer(question: Locator): Promise<Locator> {
  const id = await question.getAttribute('aria-controls');
  if (!id) throw new Error('the question controls no panel');
  return question.page().locator(`[id="${id}"]`);
}
