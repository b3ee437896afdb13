import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "einladen" of the agency area: not built yet (issue 13), and not reachable until the area's shell is. */
export default function EinladenTab(_props: AgencyTabProps) {
  return null;
}
