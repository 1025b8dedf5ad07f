/**
 * The steps of the accreditation wizard on the form engine: course, chambers, form and hours,
 * trainers, final test, documents, validity with its fee, and the summary with an edit link per step.
 */
import { lazy, Suspense } from 'react';
import { CheckboxField, TextField, type FormStep, type MediaItem } from '@portal/shared/forms';
import { formatMoneyFromCents } from '@portal/shared/format';
import { Link } from '@portal/shared/router';
import { DescriptionList, LoadingSkeleton } from '@portal/shared/ui';
import { needsFinalTest } from '@portal/shared/validation';
import type { AccreditationTerms } from '../api/accreditation-terms-query';
import { ACCREDITATION_STEP_TITLES, stepRules } from '../utils/accreditation-steps';
import type { AccreditationValues } from '../utils/accreditation-values';
import { ChoiceGroupField } from './choice-group-field';
import { TextAreaField } from './text-area-field';

const DocumentsStep = lazy(
  () => import(/* webpackChunkName: "later-accreditation-documents" */ './documents-step'),
);

export const COURSE_FORM_OPTIONS = [
  { value: 'klassikaal', label: 'Klassikaal' },
  { value: 'e-learning', label: 'E-learning' },
  { value: 'blended', label: 'Blended (klassikaal en e-learning)' },
];

const toPoint = (value: string) => value.trim().replace(',', '.');

export function feeText(terms: AccreditationTerms, years: number): string {
  const fee = terms.fees.find((entry) => entry.validityYears === years);
  const validity = years === 1 ? '1 jaar' : `${years} jaar`;
  return fee ? `${validity}: ${formatMoneyFromCents(fee.amountCents)}` : validity;
}

export interface StepOptions {
  terms: AccreditationTerms;
  /** The fee invoice of this application is paid: only submitting is left. */
  feePaid: boolean;
  /** A renewal: its documents are uploaded anew. */
  renewal: boolean;
  stepHref: (step: number) => string;
}

function Summary({ values, options }: { values: AccreditationValues; options: StepOptions }) {
  const { terms } = options;
  const chamberLabels = (values.chambers ?? [])
    .map((value) => terms.chambers.find((chamber) => chamber.value === value)?.label ?? value)
    .join(', ');
  const documents = (values.documents ?? []) as MediaItem[];
  const facts = [
    { key: 'title', label: 'Titel', children: values.title, step: 1 },
    { key: 'chambers', label: 'Kamers', children: chamberLabels, step: 2 },
    {
      key: 'form',
      label: 'Vorm',
      children: COURSE_FORM_OPTIONS.find((option) => option.value === values.form)?.label,
      step: 3,
    },
    { key: 'hours', label: 'Contacturen', children: values.contactHours, step: 3 },
    { key: 'points', label: 'Punten', children: values.points, step: 3 },
    { key: 'trainers', label: 'Trainers', children: values.trainers, step: 4 },
    { key: 'test', label: 'Eindtoets', children: values.hasFinalTest ? 'Ja' : 'Nee', step: 5 },
    {
      key: 'documents',
      label: 'Documenten',
      children: documents.map((doc) => doc.filename).join(', '),
      step: 6,
    },
    {
      key: 'validity',
      label: 'Geldigheid en tarief',
      children: values.validityYears ? feeText(terms, Number(values.validityYears)) : null,
      step: 7,
    },
  ];
  return (
    <>
      <DescriptionList
        items={facts.map((fact) => ({
          key: fact.key,
          label: fact.label,
          children: (
            <>
              {fact.children || '-'} <Link to={options.stepHref(fact.step)}>{fact.label} wijzigen</Link>
            </>
          ),
        }))}
      />
      <p role="note">
        {options.feePaid
          ? 'Het tarief is betaald. Dien de aanvraag nu in.'
          : "Na 'Aanvraag indienen' betaal je eerst het tarief via de betaalpagina. Daarna kom je hier terug en dien je de aanvraag in."}
      </p>
    </>
  );
}

export function accreditationFormSteps(options: StepOptions): FormStep<AccreditationValues>[] {
  const { terms } = options;
  const hours = terms.finalTestFromHours;
  const rules = (index: number) => stepRules(index, hours);
  return [
    {
      title: ACCREDITATION_STEP_TITLES[0],
      rules: rules(0),
      render: () => (
        <>
          <TextField name="title" label="Titel van de scholing" maxLength={200} />
          <TextAreaField
            name="description"
            label="Beschrijving"
            extra="Doel, doelgroep en inhoud van de scholing."
          />
        </>
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[1],
      rules: rules(1),
      render: () => (
        <ChoiceGroupField
          name="chambers"
          label="Kamers waarvoor de scholing telt"
          options={terms.chambers}
          multiple
        />
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[2],
      rules: rules(2),
      render: () => (
        <>
          <ChoiceGroupField name="form" label="Vorm" options={COURSE_FORM_OPTIONS} />
          <TextAreaField
            name="programme"
            label="Programma"
            extra="De onderdelen met hun duur, per dagdeel."
          />
          <TextField
            name="contactHours"
            label="Contacturen"
            normalize={toPoint}
            extra="Bijvoorbeeld 12 of 7.5."
          />
          <TextField name="points" label="Punten" normalize={toPoint} />
        </>
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[3],
      rules: rules(3),
      render: () => (
        <TextAreaField
          name="trainers"
          label="Trainers"
          extra="Naam, opleiding en ervaring van iedere trainer."
        />
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[4],
      rules: rules(4),
      render: ({ values }) => (
        <>
          <p>
            Een eindtoets is verplicht voor e-learning, blended leren en scholingen van {hours} uur of meer.
            {needsFinalTest(values.form, values.contactHours, hours)
              ? ' Deze scholing heeft dus een eindtoets nodig.'
              : ''}
          </p>
          <CheckboxField name="hasFinalTest" label="De scholing heeft een eindtoets" />
          {values.hasFinalTest ? (
            <TextAreaField name="finalTestDescription" label="Beschrijving van de eindtoets" />
          ) : null}
        </>
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[5],
      rules: rules(5),
      render: () => (
        <Suspense fallback={<LoadingSkeleton />}>
          <DocumentsStep renewal={options.renewal} />
        </Suspense>
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[6],
      rules: rules(6),
      render: () => (
        <ChoiceGroupField
          name="validityYears"
          label="Geldigheid van de accreditatie"
          options={terms.fees.map((fee) => ({
            value: String(fee.validityYears),
            label: feeText(terms, fee.validityYears),
          }))}
          extra="Het tarief is inclusief btw en wordt gefactureerd aan je organisatie."
        />
      ),
    },
    {
      title: ACCREDITATION_STEP_TITLES[7],
      render: ({ values }) => <Summary values={values} options={options} />,
    },
  ];
}
