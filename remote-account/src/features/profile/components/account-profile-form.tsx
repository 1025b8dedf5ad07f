import { useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useMemo, useState } from 'react';
import {
  MultiStepForm,
  runBatchedMutations,
  withDraftVariable,
  flashStatus,
  FormStatus,
} from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { LOAD_FAILED } from '../../../lib/load-failed';
import { useAccountProfile } from '../api/account-profile';
import { UPDATE_ACCOUNT_PROFILE } from '../api/update-account-profile';
import { PROFILE_STEPS, profileStepPath, stepInput, toFormValues } from '../utils/profile-steps';
import { profileFormSteps } from './profile-form-steps';

/**
 * The profile in steps (persoonsgegevens, adres, voorkeuren) with the step in the URL. Every save
 * sends each step the api lists, then re-reads the session: the host's guards follow
 * `hasUnfinishedProfile`.
 */
const PROFILE_SAVED = 'Je profiel is opgeslagen.';

export function AccountProfileForm() {
  const { client, portal, navigation } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const profile = useAccountProfile();
  const data = profile.data?.accountProfile ?? null;
  const userType = portal.session.user?.detailTypeObject.value ?? '';
  const steps = useMemo(() => profileFormSteps(data?.steps ?? [], userType), [data, userType]);
  const initialValues = useMemo(() => (data ? toFormValues(data) : undefined), [data]);
  const [savedMessage, setSavedMessage] = useState<string>(PROFILE_SAVED);

  if (!profile.loading && !data) {
    return <FormStatus error={LOAD_FAILED} />;
  }

  return (
    <MultiStepForm
      steps={steps}
      step={params.step}
      onStepChange={(step) => void navigate(profileStepPath(step))}
      initialValues={initialValues}
      loading={profile.loading}
      allowDraft
      submitLabel="Opslaan"
      savedMessage={savedMessage}
      serverErrorPrefix="input."
      onSubmit={async (values, { isDraft }) => {
        // The api says what it saved ('Je profiel is opgeslagen.'); the last answer is the one shown.
        let message = PROFILE_SAVED;
        const keys = PROFILE_STEPS.map((step) => step.key).filter((key) =>
          steps.some((step) => step.key === key),
        );
        await runBatchedMutations(
          keys.map((key) => ({
            label: key,
            mutations: [
              async () => {
                const result = await client.mutate({
                  mutation: UPDATE_ACCOUNT_PROFILE,
                  variables: withDraftVariable(
                    { step: key, input: stepInput(key, values, userType) },
                    isDraft,
                  ),
                });
                message = result.data?.updateAccountProfile.message ?? message;
                return result;
              },
            ],
          })),
        );
        setSavedMessage(message);
        // The overview the form goes to next announces the save in its own status region.
        if (!isDraft) flashStatus(message);
        await navigation.reinitialize();
        if (!isDraft) await navigate(hrefFor('profileOverview'));
      }}
    />
  );
}
