import { useAgencyTexts } from '../i18n/use-agency-texts.ts';
import { AgencyArea } from './agency-area.tsx';
import { AgencyCallback } from './agency-callback.tsx';

/**
 * What the agency routes show once their texts are there: the identity provider's return
 * (`/agentur/anmelden`), or the area at `/agentur` and `/agentur/{tab}`. One lazily loaded chunk
 * behind the three routes, so the start page's script carries only their names.
 */
export default function AgencyScreen({ callback, tab }: { callback: boolean; tab: string | undefined }) {
  const ready = useAgencyTexts();
  if (!ready) return null;
  return callback ? <AgencyCallback /> : <AgencyArea tab={tab} />;
}
