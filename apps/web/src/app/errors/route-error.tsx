import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { isChunkLoadError } from './is-chunk-load-error.ts';

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) {
    return (
      <section className="page page--error" aria-labelledby="page-title">
        <PageHeading>{t('errors.chunkTitle')}</PageHeading>
        <p>{t('errors.chunkText')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </section>
    );
  }
  // The API words its errors in the request's language (Accept-Language), so its message is shown
  // as is; this keeps the whole error catalogue out of the start bundle. An answer without one (a
  // proxy's 502/503 page) gets the general text, never a raw "HTTP 503".
  let message = t('errors.technical');
  if (error instanceof ApiRequestError) {
    if (error.code === 'common.network') message = t('errors.network');
    else if (typeof error.body.message === 'string') message = error.body.message;
  } else if (isRouteErrorResponse(error) && error.status === 404) message = t('errors.notFound');
  return (
    <section className="page page--error" aria-labelledby="page-title">
      <PageHeading>{t('errors.technicalTitle')}</PageHeading>
      <p role="alert">{message}</p>
      <p>
        <a href="/">{t('common.backHome')}</a>
      </p>
    </section>
  );
}

/** errorElement of every screen: rendered inside the layout, so navigation stays usable. */
export function RouteError() {
  return <ErrorContent />;
}

/**
 * errorElement of the root: the tenant configuration could not load (server restarting, network
 * gone), so there is no layout around it. The visitor is told it is not their fault and can retry:
 * the page loads afresh and asks for the configuration again.
 */
export function RootError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipLink')}
      </a>
      <main id="main" tabIndex={-1} className="main">
        {isChunkLoadError(error) ? (
          <ErrorContent />
        ) : (
          <section className="page page--error" aria-labelledby="page-title">
            <PageHeading>{t('errors.unavailableTitle')}</PageHeading>
            <p role="alert">{t('errors.unavailable')}</p>
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {t('errors.retry')}
            </button>
          </section>
        )}
      </main>
    </>
  );
}
