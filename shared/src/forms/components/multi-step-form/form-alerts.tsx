/** What the form says above its buttons: why saving failed, that a draft was saved, or a timeout. */
import { Alert } from 'antd';
import { useFormState } from 'react-final-form';
import { FORM_TEXT } from '../../messages';
import { errorMessages } from '../../utils/submission-errors';

export interface FormAlertsProps {
  draftSaved: boolean;
  timedOut: boolean;
}

export function FormAlerts({ draftSaved, timedOut }: FormAlertsProps) {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  const [title, ...details] = errorMessages(submitError);
  return (
    <>
      {title ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={title}
          description={
            details.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {draftSaved && !dirtySinceLastSubmit && !title ? (
        <Alert
          type="success"
          role="status"
          showIcon
          title={FORM_TEXT.draftSaved}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {timedOut ? (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={FORM_TEXT.loadingTimedOut}
          style={{ marginBottom: 16 }}
        />
      ) : null}
    </>
  );
}
