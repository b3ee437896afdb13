import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { previewToken } from '../../lib/preview-token.ts';
import { frameLeaveTarget } from '../navigation/frame-leave.ts';

/**
 * The guard tries to leave a foreign frame by itself; browsers may block that without a click,
 * so a link to the same target is offered as well.
 */
export function FrameLeaveNotice({ mandant }: { mandant: Mandant }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = frameLeaveTarget({
    framed: window.self !== window.top,
    // The console's preview of a draft (decision 065) stays in the console's frame.
    integrated: mandant.Modules.ModuleIntegratedFrame || previewToken() !== null,
    urls: mandant.Urls,
    pathWithSearch: `${pathname}${search}`,
  });
  if (!target) return null;
  return (
    <p className="frame-leave">
      <a href={target} target="_top">
        {t('nav.leaveFrame')}
      </a>
    </p>
  );
}
