import { ProgressBar } from '@portal/shared/ui';
import type { ReRegistration } from '../api/re-registration-query';
import './re-registration.css';

/**
 * Per category of the chamber a bar and, beside it, the figures in words ('42 van 60 punten'): the
 * api sums them, the bar only draws them. The words say whether it is met, not only the colour.
 */
export function ProgressList({ progress }: { progress: ReRegistration['progress'] }) {
  return (
    <ul className="portal-plain-list re-registration-progress">
      {progress.map((line) => {
        const labelId = `progress-${line.code}`;
        return (
          <li key={line.code} className="re-registration-progress__line">
            <div className="re-registration-progress__head">
              <span id={labelId} className="re-registration-progress__label">
                {line.label}
              </span>
              <span>
                {line.text}
                {line.met ? ' · voldaan' : ''}
              </span>
            </div>
            <ProgressBar
              aria-labelledby={labelId}
              met={line.met}
              max={line.required || 1}
              value={line.achieved}
            />
          </li>
        );
      })}
    </ul>
  );
}
