import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** Route DankeStepsOfflineEmpfehlung (spec §2); the screen's content follows in its own issue. */
export function Component() {
  return <SkeletonPage name="DankeStepsOfflineEmpfehlung" />;
}
