import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ProductCardsState } from '../use-product-cards.ts';
import { ShortName } from './short-name.tsx';

interface Props {
  state: ProductCardsState;
  selectedId: number | null;
  onChoose: (id: number) => void;
  /** Rules.ShowProductCategory: each card names its product category. */
  showCategory: boolean;
  /** Brand.Features.Banknote: the reward is shown with a banknote (drawn in CSS, decorative). */
  banknote: boolean;
}

/**
 * Product cards of the start page (deck columns 4/4/2/1/1, spec §2). A long name is shown cut to
 * 19 characters (spec §9) while screen readers read the full name.
 */
export function ProductChoiceList({ state, selectedId, onChoose, showCategory, banknote }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="products-title" className="products">
      <h2 id="products-title">{t('home.productsTitle')}</h2>
      <p>{t('home.productsText')}</p>
      <p role="status" className="form__status">
        {state.status === 'loading' ? t('home.productsLoading') : ''}
        {state.status === 'error' ? t('home.productsError') : ''}
      </p>
      {state.cards.length > 0 && (
        <ul className="card-deck">
          {state.cards.map((card) => {
            const selected = card.id === selectedId;
            return (
              <li key={card.id} className={selected ? 'card card--selected' : 'card'}>
                <h3 className="card__title">
                  <ShortName name={card.name} />
                </h3>
                {showCategory && card.category && <p className="card__category">{card.category}</p>}
                {card.reward && (
                  <p className={banknote ? 'card__reward card__reward--banknote' : 'card__reward'}>
                    {t('home.reward', { value: card.reward })}
                  </p>
                )}
                <button
                  type="button"
                  className={selected ? 'button button--primary' : 'button'}
                  aria-pressed={selected}
                  onClick={() => onChoose(card.id)}
                >
                  {t('home.choose')}
                  <span className="visually-hidden"> {card.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
