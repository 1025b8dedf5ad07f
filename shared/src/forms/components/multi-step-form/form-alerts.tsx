/**
 * What the form says above its buttons, through the one `FormStatus`: why saving failed or that it
 * timed out (alert), that a draft or the form was saved, or that it is busy (status).
 */
import { useFormState } from 'react-final-form';
import { FORM_TEXT } from '../../messages';
import { FormStatus } from '../../plain/form-status';
import { errorMessages } from '../../utils/submission-errors';

export interface FormAlertsProps {
  draftSaved: boolean;
  /** The message of a completed save; null before it. */
  savedMessage: string | null;
  busy: boolean;
  timedOut: boolean;
}

export function FormAlerts({ draftSaved, savedMessage, busy, timedOut }: FormAlertsProps) {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  const [title, ...details] = errorMessages(submitError);
  const error = title ? (
    <>
      <strong>{title}</strong>
      {details.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </>
  ) : timedOut ? (
    FORM_TEXT.loadingTimedOut
  ) : null;
  const status = busy
    ? FORM_TEXT.loading
    : title
      ? null
      : draftSaved && !dirtySinceLastSubmit
        ? FORM_TEXT.draftSaved
        : savedMessage;
  return <FormStatus error={error} status={status} />;
}
