import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n/i18n.ts';
import { ProductChoiceList } from './product-choice-list.tsx';

const state = {
  status: 'ready' as const,
  cards: [{ id: 1, name: 'Glasfaser 500', category: 'Internet', reward: '90 €', rewardCent: 9000 }],
  products: [],
  categories: [],
  bonusCent: 0,
};

const renderList = (flags: { showCategory: boolean; banknote: boolean }) =>
  render(<ProductChoiceList state={state} selectedId={null} onChoose={() => undefined} {...flags} />);

describe('the start page’s product cards follow the tenant’s switches', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('Rules.ShowProductCategory %s: the category is named %i times', (showCategory, count) => {
    renderList({ showCategory, banknote: false });
    expect(screen.queryAllByText('Internet')).toHaveLength(count);
  });

  it.each([
    [true, 'card__reward card__reward--banknote'],
    [false, 'card__reward'],
  ])('Brand.Features.Banknote %s: the reward is drawn with a banknote or without', (banknote, className) => {
    renderList({ showCategory: false, banknote });
    expect(screen.getByText(/90 €/).className).toBe(className);
  });
});
