import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getMasterData } from '../admin/api/master-data.ts';
import { LoadedView } from '../admin/loaded-view.tsx';
import { MasterDataForm } from '../admin/master-data-form.tsx';
import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "stammdaten" (ability Stammdaten): the agency's master data, read and saved. */
export default function StammdatenTab({ user }: AgencyTabProps) {
  const { t } = useTranslation('agency');
  const load = useCallback((signal: AbortSignal) => getMasterData(user.Token, signal), [user.Token]);
  const [data] = useLoaded(load);
  return (
    <LoadedView state={data} loadingText={t('masterData.loading')}>
      {(initial) => <MasterDataForm token={user.Token} initial={initial} />}
    </LoadedView>
  );
}
