import type { AgencyTabProps } from '../tab-modules.ts';

/** Tab "praemien" of the agency area: not built yet (issue 13), and not reachable until the area's shell is. */
export default function PraemienTab(_props: AgencyTabProps) {
  return null;
}
