import type { DeviceTariffPair, Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { categoryFootnoteIdentifier } from '@kwk/shared/content/cms.constants';
import type { Footnote } from '@kwk/shared/content/cms.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRequestError, apiUrl } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { getCategoryProducts, getDevicePairs } from '../api/get-category-catalogue.ts';
import { categoryView } from '../category-cards.ts';
import { ShortName } from './short-name.tsx';

interface Loaded {
  products: Product[];
  pairs: Map<number, DeviceTariffPair[]>;
}
type State = { status: 'loading' } | { status: 'error'; code?: string } | { status: 'ready'; loaded: Loaded };

/**
 * Errors whose own text says what is wrong with the page (spec §8): an unknown category, a product
 * API missing from the tenant's configuration. Anything else reads as "could not be loaded".
 */
const PAGE_ERRORS = new Set(['catalogue.unknown_category', 'catalogue.product_api_unknown']);

/** Loads a category's products and each device's tariff pairs. */
async function loadCategory(page: CategoryPage, signal: AbortSignal): Promise<Loaded> {
  const products = await getCategoryProducts(page.Quelle, page.Kategorie, signal);
  // Only devices have pairs; a product that is none answers an empty list.
  const pairs = await Promise.all(
    products.map(
      async (p): Promise<[number, DeviceTariffPair[]]> => [
        p.Id,
        await getDevicePairs(p.Id, signal).catch(() => []),
      ],
    ),
  );
  return { products, pairs: new Map(pairs) };
}

/**
 * The product cards of a category page (deck columns 4/4/2/1/1), with footnotes (spec §2). The
 * footnotes are the CMS's, their placeholders filled by the page (decision 026); while they load or
 * when there are none, the cards show without footnote marks and no footnote heading.
 */
export function CategoryProducts({
  page,
  footnotes,
}: {
  page: CategoryPage;
  footnotes: readonly Footnote[];
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: prices and reward texts follow the language
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadCategory(page, controller.signal).then(
      (loaded) => !controller.signal.aborted && setState({ status: 'ready', loaded }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({
          status: 'error',
          code: error instanceof ApiRequestError && PAGE_ERRORS.has(error.code) ? error.code : undefined,
        }),
    );
    return () => controller.abort();
  }, [page, i18n.language]);

  const view =
    state.status === 'ready'
      ? categoryView(
          state.loaded.products,
          footnotes,
          state.loaded.pairs,
          currentLanguage(),
          categoryFootnoteIdentifier(page.Path),
        )
      : null;

  return (
    <>
      <p role="status" className="form__status">
        {state.status === 'loading' ? t('home.productsLoading') : ''}
        {state.status === 'error'
          ? state.code
            ? errorText(state.code, currentLanguage())
            : t('home.productsError')
          : ''}
        {view?.cards.length === 0 ? t('category.empty') : ''}
      </p>
      {view && view.cards.length > 0 && (
        <>
          <ul className="card-deck">
            {view.cards.map((card) => (
              <li key={card.id} className="card">
                <img
                  src={apiUrl(`produkt/${card.id}/sgrafik`)}
                  alt=""
                  width={200}
                  height={120}
                  className="card__image"
                />
                <h2 className="card__title">
                  <ShortName name={card.name} />
                </h2>
                {card.young && <p className="card__badge">{t('category.young')}</p>}
                {card.monthly && (
                  <p className="card__price">
                    {t('category.monthly', { price: card.monthly })}
                    {card.footnote !== null && (
                      <sup>
                        <a
                          href={`#fussnote-${card.footnote}`}
                          aria-label={`${t('category.footnote')} ${card.footnote}`}
                        >
                          {card.footnote}
                        </a>
                      </sup>
                    )}
                  </p>
                )}
                {card.once && <p>{t('category.once', { price: card.once })}</p>}
                {card.lines.length > 0 && (
                  <ul className="card__lines">
                    {card.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                {card.pairs.length > 0 && (
                  <>
                    <h3 className="card__subtitle">{t('category.pairs')}</h3>
                    <ul className="card__lines">
                      {card.pairs.map((pair) => (
                        <li key={pair.id}>
                          {t('category.pair', { name: pair.name, device: pair.device, tariff: pair.tariff })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {card.reward && <p className="card__reward">{t('home.reward', { value: card.reward })}</p>}
                <AppLink className="button button--primary" to={getHref('Empfehlen', { produktId: card.id })}>
                  {t('category.recommend')}
                  <span className="visually-hidden"> {card.name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
          {view.footnotes.length > 0 && (
            <section aria-labelledby="footnotes-title" className="footnotes">
              <h2 id="footnotes-title">{t('category.footnotes')}</h2>
              <ol>
                {view.footnotes.map((note) => (
                  <li key={note.Id} id={`fussnote-${note.number}`}>
                    <strong>{note.Titel}:</strong> {note.Inhalt}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </>
  );
}
