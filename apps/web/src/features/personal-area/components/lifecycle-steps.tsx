import type { ReferralItem } from '@kwk/shared/personal-area/personal-area.schemas';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { lifecycleProgress, type StepState } from '../lifecycle-progress.ts';

/** A mark per state, so the bar does not speak through colour alone (WCAG 1.4.1). */
const MARKS: Record<StepState, string> = { done: '✓', current: '●', stopped: '✕', open: '○' };

/**
 * The visual status bar: the lifecycle steps as an ordered list, the one the recommendation stands
 * at marked aria-current="step", and each step's state in words for screen readers.
 */
export function LifecycleSteps({ item, labelledBy }: { item: ReferralItem; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <ol className="lifecycle" aria-labelledby={labelledBy}>
      {lifecycleProgress(item).map(({ step, state }) => (
        <li
          key={step}
          className={`lifecycle__step lifecycle__step--${state}`}
          aria-current={state === 'current' || state === 'stopped' ? 'step' : undefined}
        >
          <span className="lifecycle__mark" aria-hidden="true">
            {MARKS[state]}
          </span>
          <span className="lifecycle__label">{t(`area.steps.${step}`)}</span>
          <span className="visually-hidden"> ({t(`area.stepState.${state}`)})</span>
        </li>
      ))}
    </ol>
  );
}
