/**
 * The steps of the form with the current one marked, and a heading naming the current step. The
 * heading takes focus (`tabIndex -1`, no Tab stop) when the user moves to another step.
 *
 * The steps are a plain ordered list of numbered markers rather than antd's Steps: seven titles side by
 * side do not fit the portal's card (440 px; they broke one letter per line and pushed the form far
 * down), and the heading below already names the current step. Screen readers hear every title, which
 * one is current (`aria-current="step"`) and which are done. It also keeps antd's Steps (and its CSS)
 * off every form step (issue 8).
 */
import type { Ref } from 'react';
import { FORM_TEXT } from '../../messages';
import './step-header.css';

export interface StepHeaderProps {
  titles: readonly string[];
  index: number;
  /**
   * Which steps hold their required content; a step before the current one is marked done only then.
   * Without it every earlier step counts as done.
   */
  done?: readonly boolean[];
  headingRef?: Ref<HTMLHeadingElement>;
  /** Marks the heading for Element Timing (`elementtiming`), to learn when it is on the screen. */
  headingTiming?: string;
  /** One step named by its container (a dialog's title): neither steps nor a heading. */
  headingless?: boolean;
}

type StepState = 'done' | 'current' | 'to-do';

const stateOf = (step: number, current: number, done: readonly boolean[] | undefined): StepState =>
  step === current ? 'current' : step < current && (done?.[step] ?? true) ? 'done' : 'to-do';

function StepIndicator({ titles, index, done }: Pick<StepHeaderProps, 'titles' | 'index' | 'done'>) {
  return (
    <nav aria-label={FORM_TEXT.steps}>
      <ol className="portal-steps">
        {titles.map((title, step) => {
          const state = stateOf(step, index, done);
          return (
            <li
              key={`${step}-${title}`}
              className={`portal-steps__item portal-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="portal-steps__marker" aria-hidden="true">
                {state === 'done' ? '✓' : step + 1}
              </span>
              <span className="portal-visually-hidden">
                {`${step + 1}. ${title}${state === 'done' ? ` (${FORM_TEXT.stepDone})` : ''}`}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** `elementtiming`, which React passes on as written but its types do not know. */
const elementTiming = (name: string | undefined): Record<string, string> =>
  name ? { elementtiming: name } : {};

export function StepHeader({ titles, index, done, headingRef, headingTiming, headingless }: StepHeaderProps) {
  if (headingless) return null;
  return (
    <header>
      {titles.length > 1 ? <StepIndicator titles={titles} index={index} done={done} /> : null}
      {/* Styled as antd's Typography.Title level 2 (step-header.css): Typography's own code and
          styles (with its editable text box) are more than a form's first step should load. */}
      <h2 className="portal-step-title" ref={headingRef} tabIndex={-1} {...elementTiming(headingTiming)}>
        {titles.length > 1 ? `${FORM_TEXT.stepOf(index + 1, titles.length)}: ` : ''}
        {titles[index]}
      </h2>
    </header>
  );
}
