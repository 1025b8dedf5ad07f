import { screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import DisciplinaryMeasuresScreen from '../disciplinary-measures-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

describe('Mijn tuchtklachten', () => {
  it('shows each measure with its type, status, period and decision', async () => {
    renderScreen(<DisciplinaryMeasuresScreen />, {
      screen: 'disciplinaryMeasures',
      answers: {
        myDisciplinaryMeasuresQuery: () => ({
          myDisciplinaryMeasures: [
            {
              uuid: 'm-1',
              type: { value: 'waarschuwing', label: 'Waarschuwing' },
              startsAt: '2024-12-01',
              endsAt: '2025-12-01',
              periodText: 'van 01-12-2024 tot en met 01-12-2025',
              state: { value: 'finished', label: 'Afgelopen' },
              decision: 'Het college legt een waarschuwing op.',
              published: true,
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Waarschuwing' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Afgelopen')).toBeInTheDocument();
    expect(screen.getByText('van 01-12-2024 tot en met 01-12-2025')).toBeInTheDocument();
    expect(screen.getByText('Het college legt een waarschuwing op.')).toBeInTheDocument();
  });

  it("says 'Geen gegevens beschikbaar' without measures", async () => {
    renderScreen(<DisciplinaryMeasuresScreen />, {
      screen: 'disciplinaryMeasures',
      answers: { myDisciplinaryMeasuresQuery: () => ({ myDisciplinaryMeasures: [] }) },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });
});
