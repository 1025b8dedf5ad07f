import { SelectField, useFormField } from '@portal/shared/forms';
import { formatMoneyFromCents } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { RegistrationChoice } from '../../api/registration-choices';
import type { WizardValues } from '../../utils/step-values';
import { choiceOf } from '../../utils/choice-of';

/** Step 1: the chamber, then the target within it, with its first-year fee and the keuzehulp. */
export interface ChoiceStepProps {
  choices: RegistrationChoice[];
  values: WizardValues;
  /** The wizard's steps follow the target (work experience or not). */
  onTargetChange: (uuid: string | null) => void;
}

export function ChoiceStep({ choices, values, onTargetChange }: ChoiceStepProps) {
  const target = useFormField<string | undefined>('keuze.registrationTargetUuid');
  const branches = [
    ...new Map(
      choices.map((choice) => [choice.target.registrationBranch.value, choice.target.registrationBranch]),
    ).values(),
  ].map((branch) => ({ value: branch.value, label: branch.label ?? branch.value }));
  const branch = values.keuze?.branch;
  const targets = choices
    .filter((choice) => choice.target.registrationBranch.value === branch)
    .map((choice) => ({ value: choice.target.uuid, label: choice.target.label }));
  const chosen = choiceOf(choices, values.keuze?.registrationTargetUuid);

  return (
    <>
      <p>
        Weet je niet welke registratie bij je past?{' '}
        {/* Underlined: inside a sentence a link must not rely on its colour alone. */}
        <Link to={hrefFor('decisionWizard')} style={{ textDecoration: 'underline' }}>
          Gebruik de keuzehulp
        </Link>
        .
      </p>
      <SelectField
        name="keuze.branch"
        label="Kamer"
        options={branches}
        // Another chamber has other targets: the earlier choice no longer applies.
        onValueChange={() => {
          target.input.onChange(undefined);
          onTargetChange(null);
        }}
      />
      <SelectField
        name="keuze.registrationTargetUuid"
        label="Soort registratie"
        options={targets}
        disabled={!branch}
        extra={branch ? undefined : 'Kies eerst een kamer.'}
        onValueChange={(value) => onTargetChange(value === null ? null : String(value))}
      />
      {chosen ? (
        <p>
          {chosen.firstYearFeeCents > 0
            ? `Eerstejaarsbijdrage: ${formatMoneyFromCents(chosen.firstYearFeeCents)}. Je betaalt die voordat je de aanvraag indient.`
            : 'Voor deze registratie betaal je het eerste jaar geen bijdrage.'}
        </p>
      ) : null}
    </>
  );
}
