import { screen, within } from '@testing-library/react';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { LOAD_FAILED } from '../../../../components/load-failed';
import OldDossierScreen from '../old-dossier-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

const item = (overrides: Record<string, unknown>) => ({
  uuid: 'item-1',
  fromDate: '2019-03-01',
  tillDate: '2024-03-01',
  submittedAt: '2019-01-10T10:00:00.000Z',
  decidedAt: '2019-02-20T10:00:00.000Z',
  statusEnum: { value: 'expired', label: 'Verlopen' },
  registrationTarget: {
    label: 'Jeugd- en gezinsprofessional (hbo)',
    registrationBranch: { label: 'Jeugd- en gezinsprofessionals' },
  },
  medias: {
    nodes: [{ uuid: 'm-1', filename: 'diploma.pdf', signedUrl: 'http://api.test/files/m-1?signature=s' }],
  },
  ...overrides,
});

function renderDossier(registrations: unknown[]) {
  return renderScreen(<OldDossierScreen />, {
    screen: 'legacyAuthentication',
    answers: { professionalRegistrations: () => ({ professionalRegistrations: registrations }) },
  });
}

describe('Bekijk oud dossier', () => {
  it('lists the registration periods newest first with their documents, without drafts', async () => {
    renderDossier([
      {
        uuid: 'r-1',
        registrationNumber: '110012345',
        statusEnum: { value: 'approved', label: 'Goedgekeurd' },
        items: [
          item({}),
          item({
            uuid: 'item-2',
            fromDate: '2024-03-01',
            tillDate: '2029-03-01',
            statusEnum: { value: 'approved', label: 'Goedgekeurd' },
            medias: { nodes: [] },
          }),
          item({
            uuid: 'item-3',
            fromDate: null,
            tillDate: null,
            statusEnum: { value: 'draft', label: 'Concept' },
          }),
        ],
      },
    ]);
    const headings = await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Jeugd- en gezinsprofessional (hbo): 01-03-2024 tot 01-03-2029',
      'Jeugd- en gezinsprofessional (hbo): 01-03-2019 tot 01-03-2024',
    ]);
    expect(screen.queryByText('Concept')).toBeNull();
    const older = headings[1]!.closest('section') as HTMLElement;
    expect(within(older).getByText('Verlopen')).toBeInTheDocument();
    // The documents as a list, one link each.
    const [document] = within(within(older).getByRole('list')).getAllByRole('listitem');
    expect(within(document!).getByRole('link', { name: 'diploma.pdf' })).toHaveAttribute(
      'href',
      'http://api.test/files/m-1?signature=s',
    );
    const newer = headings[0]!.closest('section') as HTMLElement;
    expect(within(newer).queryByRole('list')).toBeNull();
    expect(within(newer).getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says when the dossier could not be read, with 'Opnieuw proberen'", async () => {
    renderScreen(<OldDossierScreen />, {
      screen: 'legacyAuthentication',
      answers: { professionalRegistrations: () => new Error('netwerk') },
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByText('Geen gegevens beschikbaar')).toBeNull();
  });

  it("says 'Geen gegevens beschikbaar' without periods", async () => {
    renderDossier([]);
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });
});
