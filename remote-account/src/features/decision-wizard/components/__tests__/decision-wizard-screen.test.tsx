import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import DecisionWizardScreen from '../decision-wizard-screen';

async function answer(question: string, option: string) {
  const group = screen.getByRole('group', { name: question });
  await userEvent.click(screen.getByLabelText(option, { selector: 'input' }));
  expect(group).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
}

const BIG = 'Sta je ingeschreven in het BIG-register?';

describe('DecisionWizardScreen', () => {
  it('asks for the level first and puts it in the URL', async () => {
    const { currentPath } = renderScreen(<DecisionWizardScreen />, { path: '/keuzehulp' });
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Maak een keuze.')).toBeInTheDocument();
    await answer('Wat is het niveau van je opleiding?', 'hbo');
    expect(currentPath()).toBe('/keuzehulp/hbo');
  });

  it('hbo: advises the chamber Jeugd- en gezinsprofessionals with links to start', async () => {
    renderScreen(<DecisionWizardScreen />, { screen: 'decisionWizard', params: { level: 'hbo' } });
    await answer(BIG, 'Nee');
    await answer('Welk hbo-diploma heb je?', 'Social Work, profiel Jeugd');
    expect(
      screen.getByRole('heading', { name: 'Registreer je in de kamer Jeugd- en gezinsprofessionals' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maak een account aan' })).toHaveAttribute(
      'href',
      '/account-aanmaken/professional',
    );
    expect(screen.getByRole('link', { name: 'Start je registratie' })).toHaveAttribute(
      'href',
      '/registreren',
    );
  });

  it('wo: advises Gedragswetenschappers as master-orthopedagoog', async () => {
    renderScreen(<DecisionWizardScreen />, { screen: 'decisionWizard', params: { level: 'wo' } });
    await answer(BIG, 'Nee');
    await answer('Welke wo-master heb je afgerond?', 'Orthopedagogiek');
    await answer('Is je master door de NVO geaccrediteerd en heb je de NVO-aantekening diagnostiek?', 'Ja');
    expect(
      screen.getByRole('heading', { name: 'Registreer je in de kamer Gedragswetenschappers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Master-orthopedagoog')).toBeInTheDocument();
  });

  it('mbo: explains that registration is not possible', async () => {
    renderScreen(<DecisionWizardScreen />, { screen: 'decisionWizard', params: { level: 'mbo' } });
    await answer(BIG, 'Nee');
    await answer('Heb je naast je mbo-diploma ook een hbo- of wo-diploma?', 'Nee');
    expect(
      screen.getByRole('heading', { name: 'Registratie met een mbo-diploma is niet mogelijk' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maak een account aan' })).not.toBeInTheDocument();
  });

  it('says registration is not required for BIG-registered professionals, and walks back', async () => {
    renderScreen(<DecisionWizardScreen />, { screen: 'decisionWizard', params: { level: 'wo' } });
    await answer(BIG, 'Ja');
    const heading = screen.getByRole('heading', { name: 'Registratie is niet nodig' });
    // Focus follows to the new step for keyboard users.
    expect(heading.closest('[tabindex="-1"]')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByRole('group', { name: BIG })).toBeInTheDocument();
  });
});
