/**
 * Test fixture: a three-step registration form mounted under a memory router, with the step as the
 * last URL segment (`/registreren/:step`) as the host does it.
 */
import './test-environment';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from '@portal/shared/router';
import { CheckboxField } from '../components/checkbox-field';
import { DateField } from '../components/date-field/date-field';
import { MultiStepForm, type MultiStepFormProps } from '../components/multi-step-form/multi-step-form';
import { TextField } from '../components/text-field';
import type { FormStep } from '../types';

export const REGISTRATION_STEPS: FormStep[] = [
  {
    key: 'persoonsgegevens',
    title: 'Persoonsgegevens',
    rules: { firstName: 'required', email: 'required|email' },
    render: () => (
      <>
        <TextField name="firstName" label="Voornaam" />
        <TextField name="email" label="E-mailadres" type="email" />
      </>
    ),
  },
  {
    key: 'diploma',
    title: 'Diploma',
    rules: { 'diplomas.*.date': 'required|before_or_equal:today' },
    render: () => <DateField name="diplomas.0.date" label="Diplomadatum" />,
  },
  {
    key: 'controle',
    title: 'Controle',
    rules: { agree: 'required' },
    render: () => <CheckboxField name="agree" label="Ik heb alles naar waarheid ingevuld" />,
  },
];

export const COMPLETE_VALUES = {
  firstName: 'Anna',
  email: 'anna@example.nl',
  diplomas: [{ date: '2020-07-01' }],
  agree: true,
};

type FormProps = Partial<MultiStepFormProps> & Pick<MultiStepFormProps, 'onSubmit'>;

function StepRoute(props: FormProps) {
  const { step } = useParams();
  const navigate = useNavigate();
  return (
    <MultiStepForm
      steps={REGISTRATION_STEPS}
      step={step}
      onStepChange={(next) => navigate(`/registreren/${next}`)}
      today="2025-03-12"
      {...props}
    />
  );
}

function CurrentPath() {
  return <output aria-label="adres">{useLocation().pathname}</output>;
}

export function renderRegistrationForm(props: FormProps, startStep = 'persoonsgegevens') {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MemoryRouter initialEntries={[`/registreren/${startStep}`]}>
      <Routes>
        <Route path="/registreren/:step" element={<StepRoute {...props} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  const path = () => screen.getByRole('status', { name: 'adres' }).textContent;
  return { ...result, user, path };
}
