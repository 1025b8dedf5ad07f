import { render, screen } from '@testing-library/react';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { RemotePropsContext } from '@portal/shared/remote';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE } from '@portal/shared/session';
import { createFakeClient, type FakeHandler } from '@portal/shared/testing/fake-client';
import DashboardScreen from '../dashboard-screen';

function renderDashboard(answer: FakeHandler) {
  const { client, calls } = createFakeClient({ professionalDashboardQuery: answer });
  const props = {
    screen: 'dashboard',
    params: {},
    query: {},
    portal: { ...INITIAL_PORTAL_STATE, session: EMPTY_SESSION },
    client,
    navigation: {},
  } as unknown as RemoteScreenProps;
  render(
    <RemotePropsContext.Provider value={props}>
      <DashboardScreen />
    </RemotePropsContext.Provider>,
  );
  return calls;
}

describe('the dashboard', () => {
  it('greets the professional through the shared data hooks', async () => {
    const calls = renderDashboard(() => ({
      professionalDashboard: { fullName: 'Sanne de Vries', registration: null },
    }));
    expect(await screen.findByText('Welkom, Sanne de Vries')).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).toEqual(['professionalDashboardQuery']);
  });

  it('says so in Dutch when the api cannot be reached', async () => {
    renderDashboard(() => new Error('netwerk'));
    expect(
      await screen.findByText('Je gegevens konden niet worden geladen. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
  });
});
