/**
 * The steps of the form with the current one marked, and a heading naming the current step. The
 * heading takes focus (`tabIndex -1`, no Tab stop) when the user moves to another step.
 */
import { Steps, Typography } from 'antd';
import type { Ref } from 'react';
import { FORM_TEXT } from '../../messages';

export interface StepHeaderProps {
  titles: readonly string[];
  index: number;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function StepHeader({ titles, index, headingRef }: StepHeaderProps) {
  return (
    <header>
      {titles.length > 1 ? (
        <nav aria-label={FORM_TEXT.steps}>
          <Steps size="small" current={index} items={titles.map((title) => ({ title }))} />
        </nav>
      ) : null}
      <Typography.Title level={2} style={{ marginTop: 16 }} ref={headingRef} tabIndex={-1}>
        {titles.length > 1 ? `${FORM_TEXT.stepOf(index + 1, titles.length)}: ` : ''}
        {titles[index]}
      </Typography.Title>
    </header>
  );
}
