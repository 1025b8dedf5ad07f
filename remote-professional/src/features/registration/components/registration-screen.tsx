import { Alert, Typography } from 'antd';
import { useMemo } from 'react';
import { FormStatus } from '@portal/shared/forms';
import { Link, Navigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { ScreenScope } from '@portal/shared/ui';
import { useDiplomaOptions } from '../api/diploma-options';
import { useMyDiplomas } from '../api/my-diplomas';
import { useRegistrationChoices } from '../api/registration-choices';
import { useRegistrationItem, type RegistrationItem } from '../api/registration-item';
import { savedStep } from '../utils/saved-step';
import { toFormValues } from '../utils/step-values';
import { stepKey } from '../utils/wizard-steps';
import { RegistrationWizard } from './registration-wizard';

export const NOT_FOUND = 'Deze aanvraag is niet gevonden.';
export const LOAD_FAILED = 'De aanvraag kon niet worden geladen. Probeer het later opnieuw.';

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

function RegistrationContent() {
  const params = useParams();
  const uuid = params.uuid;
  const item = useRegistrationItem(uuid);
  const choices = useRegistrationChoices();
  const diplomas = useMyDiplomas();
  const diplomaOptions = useDiplomaOptions();
  const application = item.data?.registrationItem ?? null;
  const choiceList = useMemo(() => choices.data?.registrationChoices ?? [], [choices.data]);

  const initialValues = useMemo(
    () =>
      toFormValues(
        application,
        (target) =>
          choiceList.find((choice) => choice.target.uuid === target)?.target.registrationBranch.value ?? null,
      ),
    [application, choiceList],
  );

  // Only the first load replaces the page: reading the diplomas again keeps the form (and focus).
  const firstLoad =
    (item.loading && !item.data) ||
    (choices.loading && !choices.data) ||
    (diplomas.loading && !diplomas.data);
  let body;
  if (firstLoad) {
    body = <p role="status">Laden...</p>;
  } else if (uuid && !application) {
    body = <FormStatus error={item.failed ? LOAD_FAILED : NOT_FOUND} />;
  } else if (!choices.data) {
    body = <FormStatus error={LOAD_FAILED} />;
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
          <Alert
            type="warning"
            showIcon
            title="Je aanvraag is onvolledig"
            description={application.decisionReason ?? 'Vul je aanvraag aan en dien hem opnieuw in.'}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <RegistrationWizard
          key={application?.uuid ?? 'nieuw'}
          uuid={application?.uuid}
          step={params.step}
          initialValues={initialValues}
          choices={choiceList}
          diplomas={diplomas.data?.myDiplomas ?? []}
          diplomaOptions={diplomaOptions.data?.diplomaOptions ?? null}
          diplomasFailed={{
            diplomas: !diplomas.loading && diplomas.failed,
            options: !diplomaOptions.loading && diplomaOptions.failed,
          }}
          onRetryDiplomas={() =>
            Promise.all([
              diplomas.failed ? diplomas.refetch() : null,
              diplomaOptions.failed ? diplomaOptions.refetch() : null,
            ])
          }
          onDiplomasChanged={diplomas.refetch}
          vogMaxAgeMonths={choices.data.vogMaxAgeMonthsOnSubmission}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="registration-title" className="portal-card">
      <Typography.Title level={1} id="registration-title">
        Registratie
      </Typography.Title>
      {body}
    </section>
  );
}

/** Registratie (`/registreren`, `/registreren/{uuid}/{step}`): apply for a registration in steps. */
export default function RegistrationScreen() {
  return (
    <ScreenScope>
      <RegistrationContent />
    </ScreenScope>
  );
}
