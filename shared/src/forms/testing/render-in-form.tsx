/**
 * Test helper: renders fields inside a final-form form whose submit runs the shared validation over
 * `rules` (as the multi-step form does), so field tests can show errors after pressing 'Opslaan'.
 */
import './test-environment';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { validate } from '@portal/shared/validation';
import { FormRulesContext } from '../hooks/use-form-rules';
import type { FormRules, FormValues } from '../types';
import { toSubmissionErrors } from '../utils/submission-errors';

export interface RenderInFormOptions {
  rules?: FormRules;
  initialValues?: FormValues;
  today?: string;
}

export function renderInForm(ui: ReactNode, { rules = {}, initialValues, today }: RenderInFormOptions = {}) {
  const user = userEvent.setup({ delay: null });
  let formApi: FormApi<FormValues> | undefined;
  const onSubmit = jest.fn((values: FormValues) => {
    const errors = validate(values, rules, { today });
    return Object.keys(errors).length > 0 ? toSubmissionErrors(errors) : undefined;
  });
  const result = render(
    <Form<FormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, form }) => {
        formApi = form;
        return (
          <form onSubmit={handleSubmit} noValidate>
            <FormRulesContext.Provider value={{ rules, today }}>{ui}</FormRulesContext.Provider>
            <button type="submit">Opslaan</button>
          </form>
        );
      }}
    />,
  );
  const values = () => formApi?.getState().values ?? {};
  return { ...result, user, onSubmit, values };
}
