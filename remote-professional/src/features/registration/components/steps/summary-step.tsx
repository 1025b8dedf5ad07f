import type { ReactNode } from 'react';
import { formatDate, formatMoneyFromCents, formatNumber } from '@portal/shared/format';
import { mediaUuids, type MediaItem } from '@portal/shared/forms';
import { Link } from '@portal/shared/router';
import type { RegistrationStep } from '@portal/shared/validation';
import { DescriptionList } from '@portal/shared/ui';
import type { RegistrationChoice } from '../../api/registration-choices';
import type { Diploma } from '../../api/my-diplomas';
import type { WizardValues } from '../../utils/step-values';
import { STEP_TITLES } from '../../utils/wizard-steps';
import { DiplomaList } from '../diploma-list';
import { DECLARATION_LABELS } from './declarations-step';
import { GENDER_LABELS } from './personal-step';
import './summary-step.css';

export interface SummaryStepProps {
  steps: readonly RegistrationStep[];
  values: WizardValues;
  choice: RegistrationChoice | undefined;
  diplomas: readonly Diploma[];
  /** The first-year fee is paid: only submitting is left, no payment asked again. */
  feePaid?: boolean;
  /** The address of a step, for its edit link. */
  stepHref: (step: RegistrationStep) => string;
}

const shown = (value: unknown): ReactNode =>
  value === undefined || value === null || value === '' ? '-' : String(value);

function rows(step: RegistrationStep, values: WizardValues, choice: SummaryStepProps['choice']) {
  const answers = values[step] ?? {};
  switch (step) {
    case 'keuze':
      return [
        { key: 'branch', label: 'Kamer', children: choice?.target.registrationBranch.label ?? '-' },
        { key: 'target', label: 'Registratie', children: choice?.target.label ?? '-' },
      ];
    case 'persoonsgegevens':
      return [
        {
          key: 'dob',
          label: 'Geboortedatum',
          children: formatDate(String(answers.dateOfBirth ?? '')) || '-',
        },
        { key: 'pob', label: 'Geboorteplaats', children: shown(answers.placeOfBirth) },
        { key: 'gender', label: 'Geslacht', children: GENDER_LABELS[String(answers.gender)] ?? '-' },
      ];
    case 'werkervaring':
      return [
        { key: 'employer', label: 'Werkgever', children: shown(answers.employerName) },
        { key: 'week', label: 'Uren per week', children: shown(answers.hoursPerWeek) },
        {
          key: 'total',
          label: 'Totaal aantal uren werkervaring',
          children: answers.hoursTotal === undefined ? '-' : formatNumber(Number(answers.hoursTotal)),
        },
      ];
    case 'vog': {
      const files = (answers.media ?? []) as MediaItem[];
      return [
        {
          key: 'issued',
          label: 'Datum van afgifte',
          children: formatDate(String(answers.issuedOn ?? '')) || '-',
        },
        {
          key: 'file',
          label: 'Kopie van de VOG',
          children: mediaUuids(files).length > 0 ? files.map((file) => file.filename).join(', ') : '-',
        },
      ];
    }
    case 'verklaringen':
      return (['truthful', 'privacy'] as const).map((key) => ({
        key,
        label: DECLARATION_LABELS[key],
        children: Number(answers[key]) === 1 ? 'Ja' : 'Nee',
      }));
    default:
      return [];
  }
}

/** Step 7: every answer, each step with a link back to change it, and what paying comes to. */
export const PAID_TEXT =
  "Je hebt de eerstejaarsbijdrage betaald. Je aanvraag is nog niet ingediend: controleer je gegevens en kies 'Aanvraag indienen'.";

function feeText(choice: RegistrationChoice | undefined, feePaid: boolean): string {
  if (feePaid) return PAID_TEXT;
  return choice && choice.firstYearFeeCents > 0
    ? `Na 'Aanvraag indienen' betaal je eerst de eerstejaarsbijdrage van ${formatMoneyFromCents(choice.firstYearFeeCents)} met iDEAL. Kom daarna terug naar dit overzicht om je aanvraag in te dienen.`
    : 'Voor deze registratie betaal je het eerste jaar geen bijdrage.';
}

export function SummaryStep(props: SummaryStepProps) {
  const { steps, values, choice, diplomas, stepHref, feePaid = false } = props;
  return (
    <>
      {steps
        .filter((step) => step !== 'overzicht')
        .map((step) => (
          <section key={step} aria-labelledby={`summary-${step}`}>
            <h3 className="portal-summary-title" id={`summary-${step}`}>
              {STEP_TITLES[step]}
            </h3>
            {step === 'diplomas' ? (
              <DiplomaList diplomas={diplomas} />
            ) : (
              <DescriptionList items={rows(step, values, choice)} />
            )}
            <p>
              <Link to={stepHref(step)} aria-label={`${STEP_TITLES[step]} wijzigen`}>
                Wijzigen
              </Link>
            </p>
          </section>
        ))}
      <p>{feeText(choice, feePaid)}</p>
    </>
  );
}
