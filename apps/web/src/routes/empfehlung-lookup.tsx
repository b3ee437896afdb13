import { useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** /empfehlung/:empfehlungsnummer — looks the recommendation up and forwards (lookup call: later issue). */
export function Component() {
  const { empfehlungsnummer = '' } = useParams();
  return (
    <SkeletonPage name="EmpfehlungLookup" values={{ nummer: empfehlungsnummer }}>
      <p role="status" aria-live="polite" />
    </SkeletonPage>
  );
}
