import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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
  // as is; this keeps the whole error catalogue out of the start bundle.
  let message = t('errors.technical');
  if (error instanceof ApiRequestError)
    message = error.code === 'common.network' ? t('errors.network') : error.message;
  else if (isRouteErrorResponse(error) && error.status === 404) message = t('errors.notFound');
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

/** errorElement of the root (e.g. the tenant configuration could not load): no layout around it. */
export function RootError() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipLink')}
      </a>
      <main id="main" tabIndex={-1} className="main">
        <ErrorContent />
      </main>
    </>
  );
}
