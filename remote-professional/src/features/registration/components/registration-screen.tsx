import { useCallback, useMemo } from 'react';
import { Link, Navigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { AttentionNotice, LoadingSkeleton } from '@portal/shared/ui';
import { Heading } from '../../../components/heading';
import { LOAD_FAILED } from '../../../components/load-failed';
import { LoadStatus } from '../../../components/load-status';
import { useRetry } from '../../../components/use-retry';
import { useDiplomaOptions } from '../api/diploma-options';
import { useMyDiplomas } from '../api/my-diplomas';
import { useRegistrationChoices } from '../api/registration-choices';
import { useRegistrationItem, type RegistrationItem } from '../api/registration-item';
import { savedStep } from '../utils/saved-step';
import { toFormValues } from '../utils/step-values';
import { stepKey } from '../utils/wizard-steps';
import { RegistrationWizardLoader } from './wizard-loader';
import type { DiplomasStepProps } from './steps/diplomas-step';
import { choiceOf } from '../utils/choice-of';

export const NOT_FOUND = 'Deze aanvraag is niet gevonden.';

const CLOSED_TEXT: Record<string, string> = {
  pending: 'Je aanvraag is ingediend en wordt beoordeeld. Je kunt hem nu niet wijzigen.',
  approved: 'Je registratie is goedgekeurd.',
};

function ClosedApplication({ item }: { item: RegistrationItem }) {
  return (
    <>
      <p>{CLOSED_TEXT[item.status] ?? 'Deze aanvraag kan niet meer worden gewijzigd.'}</p>
      <Link to={hrefFor('dashboard')}>Naar het overzicht</Link>
    </>
  );
}

/** The diploma step's two reads, kept here: a retry inside the wizard leaves the wizard in place. */
function useDiplomaStep(): DiplomasStepProps {
  const diplomas = useMyDiplomas();
  const options = useDiplomaOptions();
  const { failed: diplomasFailed, refetch: readDiplomas } = diplomas;
  const { failed: optionsFailed, refetch: readOptions } = options;
  const onRetry = useCallback(
    () => Promise.all([diplomasFailed ? readDiplomas() : null, optionsFailed ? readOptions() : null]),
    [diplomasFailed, readDiplomas, optionsFailed, readOptions],
  );
  return useMemo(
    () => ({
      diplomas: diplomas.data?.myDiplomas ?? null,
      options: options.data?.diplomaOptions ?? null,
      failed: { diplomas: diplomasFailed, options: optionsFailed },
      onRetry,
      onChanged: readDiplomas,
    }),
    [diplomas.data, diplomasFailed, readDiplomas, options.data, optionsFailed, onRetry],
  );
}

/** Registratie (`/registreren`, `/registreren/{uuid}/{step}`): apply for a registration in steps. */
export default function RegistrationScreen() {
  const params = useParams();
  const uuid = params.uuid;
  const item = useRegistrationItem(uuid);
  const choices = useRegistrationChoices();
  const diplomaStep = useDiplomaStep();
  const application = item.data?.registrationItem ?? null;
  const choiceList = useMemo(() => choices.data?.registrationChoices ?? [], [choices.data]);

  const initialValues = useMemo(
    () =>
      toFormValues(
        application,
        (target) => choiceOf(choiceList, target)?.target.registrationBranch.value ?? null,
      ),
    [application, choiceList],
  );

  // The screen's own reads (the application and the choices) decide whether the wizard can show.
  const { failed: itemFailed, refetch: readItem } = item;
  const { failed: choicesFailed, refetch: readChoices } = choices;
  const retry = useRetry(
    useCallback(
      () => Promise.all([itemFailed ? readItem() : null, choicesFailed ? readChoices() : null]),
      [itemFailed, readItem, choicesFailed, readChoices],
    ),
  );
  // Only their first load replaces the page with the skeleton: every later read keeps what is shown
  // (a retry in the wizard keeps the form and what was typed in it).
  const firstLoad =
    (item.loading && !item.data && !item.failed) || (choices.loading && !choices.data && !choices.failed);
  const failed = (Boolean(uuid) && item.failed && !application) || (choices.failed && !choices.data);
  const notFound = Boolean(uuid) && !item.loading && !item.failed && !application;

  let body = null;
  if (firstLoad) {
    body = <LoadingSkeleton />;
  } else if (failed || notFound || !choices.data) {
    body = null;
  } else if (application && !application.permissions.canEdit) {
    body = <ClosedApplication item={application} />;
  } else if (application && !params.step) {
    // `/registreren/{uuid}`: a draft comes back on the step where it was left.
    const step = savedStep(application.step, application.registrationTarget?.systemLabel);
    body = (
      <Navigate replace to={hrefFor('registrationForm', { uuid: application.uuid, step: stepKey(step) })} />
    );
  } else {
    body = (
      <>
        {application?.status === 'incomplete' ? (
          <div style={{ marginBottom: 16 }}>
            <AttentionNotice kind="warning" title="Je aanvraag is onvolledig">
              {application.decisionReason ?? 'Vul je aanvraag aan en dien hem opnieuw in.'}
            </AttentionNotice>
          </div>
        ) : null}
        <RegistrationWizardLoader
          key={application?.uuid ?? 'nieuw'}
          uuid={application?.uuid}
          step={params.step}
          initialValues={initialValues}
          choices={choiceList}
          diplomaStep={diplomaStep}
          vogMaxAgeMonths={choices.data.vogMaxAgeMonthsOnSubmission}
          feePaid={application?.firstYearFeeStatus === 'paid'}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="registration-title" className="portal-card">
      <Heading level={1} id="registration-title">
        Registratie
      </Heading>
      <LoadStatus
        failure={failed && !firstLoad ? LOAD_FAILED : null}
        retry={retry}
        error={notFound ? NOT_FOUND : null}
      />
      {body}
    </section>
  );
}
