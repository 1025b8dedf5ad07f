/** The steps of the form with the current one marked, and a heading naming the current step. */
import { Steps, Typography } from 'antd';
import { FORM_TEXT } from '../../messages';

export interface StepHeaderProps {
  titles: readonly string[];
  index: number;
}

export function StepHeader({ titles, index }: StepHeaderProps) {
  return (
    <header>
      {titles.length > 1 ? (
        <nav aria-label={FORM_TEXT.steps}>
          <Steps size="small" current={index} items={titles.map((title) => ({ title }))} />
        </nav>
      ) : null}
      <Typography.Title level={2} style={{ marginTop: 16 }}>
        {titles.length > 1 ? `${FORM_TEXT.stepOf(index + 1, titles.length)}: ` : ''}
        {titles[index]}
      </Typography.Title>
    </header>
  );
}
