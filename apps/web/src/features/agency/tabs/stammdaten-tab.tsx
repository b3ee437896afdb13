import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "stammdaten" of the agency area: not built yet (issue 13), and not reachable until the area's shell is. */
export default function StammdatenTab(_props: AgencyTabProps) {
  return null;
}
