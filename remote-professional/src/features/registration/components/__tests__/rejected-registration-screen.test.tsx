import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SESSION } from '@portal/shared/session';
import { renderScreen, validationAnswer, type FakeHandler } from '@portal/shared/testing/render-screen';
import RejectedRegistrationScreen from '../rejected-registration-screen';

jest.setTimeout(20000);

const REJECTED = {
  registrationItem: {
    uuid: 'old-1',
    status: 'rejected',
    submittedAt: '2025-01-02T10:00:00.000Z',
    decidedAt: '2025-01-20T10:00:00.000Z',
    decisionReason: 'Het diploma geeft geen toegang tot deze registratie.',
    data: {},
    registrationTarget: {
      uuid: 't-1',
      label: 'Jeugd- en gezinsprofessional',
      registrationBranch: { label: 'Jeugd- en gezinsprofessionals' },
    },
  },
};

function renderRejected(
  params: { uuid?: string },
  answers: Record<string, FakeHandler>,
  lastRejected?: string,
) {
  const session = {
    ...EMPTY_SESSION,
    auth: true,
    user: {
      uuid: 'u-1',
      username: 'afgewezen@demo.nl',
      isVerified: true,
      detailTypeObject: { value: 'professional' },
      detail: {
        __typename: 'ProfessionalDetail',
        uuid: 'p-1',
        hasUnfinishedProfile: false,
        lastRejectedRegistrationItem: lastRejected ? { uuid: lastRejected } : null,
      },
    },
  } as never;
  return renderScreen(<RejectedRegistrationScreen />, {
    screen: 'rejectedRegistration',
    params,
    session,
    answers,
  });
}

describe('Afgewezen aanvraag', () => {
  it('shows the rejected application with its reason and date, and starts a new one prefilled from it', async () => {
    const user = userEvent.setup({ delay: null });
    const start = jest.fn(() => ({ startRegistrationFromRejected: { uuid: 'new-1', step: 1 } }));
    const { currentPath, navigation } = renderRejected(
      {},
      { rejectedRegistrationItemQuery: () => REJECTED, startRegistrationFromRejected: start },
      'old-1',
    );
    expect(
      await screen.findByText('Het diploma geeft geen toegang tot deze registratie.'),
    ).toBeInTheDocument();
    expect(screen.getByText('20-01-2025')).toBeInTheDocument();
    expect(screen.getByText('Jeugd- en gezinsprofessional')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nieuwe aanvraag starten' }));
    await waitFor(() => expect(currentPath()).toBe('/registreren/new-1/1'));
    expect(start).toHaveBeenCalledWith({ uuid: 'old-1' });
    expect(navigation.reinitialize).toHaveBeenCalled();
  });

  it("shows the api's refusal in Dutch and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const { currentPath } = renderRejected(
      { uuid: 'old-1' },
      {
        rejectedRegistrationItemQuery: () => REJECTED,
        startRegistrationFromRejected: () =>
          validationAnswer({ registrationTargetUuid: ['Je hebt al een openstaande aanvraag.'] }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Nieuwe aanvraag starten' }));
    expect(await screen.findByText('Je hebt al een openstaande aanvraag.')).toBeInTheDocument();
    expect(currentPath()).toBe('/afgewezen-aanvraag/old-1');
  });

  it("says 'Geen gegevens beschikbaar' without a rejected application", async () => {
    renderRejected({}, {});
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuwe aanvraag starten' })).not.toBeInTheDocument();
  });

  it('treats an application that is not rejected (or not found) as none', async () => {
    renderRejected({ uuid: 'x' }, { rejectedRegistrationItemQuery: () => ({ registrationItem: null }) });
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });
});
