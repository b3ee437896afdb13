/**
 * The two buttons of a four-eyes decision (a partner key, a raise of money): each names what it
 * decides in its accessible name ("Freigeben: …"), since a list holds several.
 */
export function DecisionButtons({
  approve,
  refuse,
  subject,
  busy,
  onDecide,
}: {
  approve: string;
  refuse: string;
  subject: string;
  busy: boolean;
  onDecide: (how: 'genehmigung' | 'ablehnung') => void;
}) {
  return (
    <>
      {(['genehmigung', 'ablehnung'] as const).map((how) => {
        const name = how === 'genehmigung' ? approve : refuse;
        return (
          <button
            key={how}
            type="button"
            className="c-link"
            disabled={busy}
            aria-label={`${name}: ${subject}`}
            onClick={() => onDecide(how)}
          >
            {name}
          </button>
        );
      })}
    </>
  );
}
