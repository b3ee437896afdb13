import { type ComponentProps, lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/page-texts.ts';
import { useShortLink } from './use-short-link.ts';

// The QR code and share code load only where they are shown (start page JS budget, issue 30).
const ShortLinkPanel = lazy(() => import('./short-link-panel.tsx'));

/** The share step's "short link and QR code" section; the panel arrives by dynamic import. */
export function ShortLinkSection(props: ComponentProps<typeof ShortLinkPanel>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('shortLink.title')}</h2>
      <p>{t('shortLink.intro')}</p>
      <Suspense fallback={<p className="form__status">{t('shortLink.loading')}</p>}>
        <ShortLinkPanel {...props} />
      </Suspense>
    </section>
  );
}

type DisclosureProps = Omit<ComponentProps<typeof ShortLinkPanel>, 'shortLink'>;

/** A disclosure in the personal area: the panel (and its request) only once the referrer asks. */
export function ShortLinkDisclosure(props: DisclosureProps & { open: boolean }) {
  if (!props.open) return null;
  return <OpenDisclosure longLink={props.longLink} nativeShare={props.nativeShare} onShare={props.onShare} />;
}

function OpenDisclosure(props: DisclosureProps) {
  const { t } = useTranslation();
  const shortLink = useShortLink(props.longLink);
  return (
    <Suspense fallback={<p className="form__status">{t('shortLink.loading')}</p>}>
      <ShortLinkPanel {...props} shortLink={shortLink} />
    </Suspense>
  );
}
