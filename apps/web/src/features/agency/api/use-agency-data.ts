import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { failureText } from '../../../lib/error-text.ts';

/**
 * An agency call's answer for `request`, asked again whenever `request` changes (keep it a state or
 * memo, not a new object each render): the last answer (kept while the next loads), whether one is
 * loading, and the error in the user's language. A request overtaken by the next is aborted.
 */
export function useAgencyData<Request, Answer>(
  request: Request,
  load: (request: Request, signal: AbortSignal) => Promise<Answer>,
): { data: Answer | null; loading: boolean; error: string | null } {
  const [data, setData] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(request, controller.signal).then(
      (answer) => {
        setData(answer);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setError(failureText(caught, currentLanguage()));
      },
    );
    return () => controller.abort();
  }, [request, load]);

  return { data, loading, error };
}
