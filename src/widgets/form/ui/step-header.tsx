import { forwardRef } from 'react';
import { format } from '../../../core/i18n/i18n';
import type { FormStrings } from '../strings';

/**
 * The step indicator (an ordered list, the current step marked with aria-current="step") and the
 * step's heading, which receives focus after Next and Back so a screen reader announces where it is.
 */
export const StepHeader = forwardRef<HTMLHeadingElement, { titles: string[]; step: number; strings: FormStrings }>(function StepHeader(
  { titles, step, strings },
  ref,
) {
  return (
    <div className="steps-head">
      <ol className="steps" part="steps" aria-label={strings.stepsLabel}>
        {titles.map((title, i) => (
          <li
            key={i}
            className={i < step ? 'done' : i === step ? 'current' : undefined}
            aria-current={i === step ? 'step' : undefined}
            part={i === step ? 'step step-current' : 'step'}
          >
            <span className="step-n" aria-hidden="true">
              {i + 1}
            </span>{' '}
            <span className="step-title">{title}</span>
            {i < step ? <span className="inlay-sr-only"> {strings.stepDone}</span> : null}
          </li>
        ))}
      </ol>
      <h2 className="step-heading" part="step-heading" tabIndex={-1} ref={ref}>
        <span className="step-of">{format(strings.stepOf, { n: step + 1, total: titles.length })}</span> {titles[step]}
      </h2>
    </div>
  );
});
