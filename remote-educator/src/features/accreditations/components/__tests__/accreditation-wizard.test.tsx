import { fireEvent, screen, waitFor } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { finalTestMessage } from '@portal/shared/validation';
import AccreditationEditScreen from '../accreditation-edit-screen';
import AccreditationRequestScreen from '../accreditation-request-screen';
import AccreditationsInformationScreen from '../accreditations-information-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const TERMS = {
  accreditationTerms: {
    fees: [
      { validityYears: 1, description: 'Accreditatie, 1 jaar', amountCents: 13068 },
      { validityYears: 3, description: 'Accreditatie, 3 jaar', amountCents: 26620 },
    ],
    chambers: [
      { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
      { value: 'gedragswetenschapper', label: 'Gedragswetenschappers' },
    ],
    finalTestFromHours: 16,
    pointsEntryMonths: 2,
  },
};

const DRAFT = {
  uuid: 'acc-1',
  accreditationNumber: null,
  title: 'Motiverende gespreksvoering',
  description: 'Gesprekstechnieken.',
  chambers: ['gedragswetenschapper'],
  form: 'klassikaal',
  contactHours: 17,
  points: 17,
  programme: 'Twee dagen.',
  trainers: 'A. Trainer',
  hasFinalTest: false,
  finalTestDescription: '',
  validityYears: 1,
  status: 'draft',
  statusLabel: 'Concept',
  step: 5,
  canEdit: true,
  decisionReason: null,
  validFrom: null,
  validUntil: null,
  documents: [],
  invoice: null,
};

describe('accreditation screens', () => {
  it('informatie shows the fees and the final-test hours of the configuration', async () => {
    renderScreen(<AccreditationsInformationScreen />, {
      screen: 'accreditationsInformation',
      answers: { accreditationTerms: () => TERMS },
    });
    expect(await screen.findByText('€ 130,68 (inclusief btw)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('€ 266,20 (inclusief btw)')).toBeInTheDocument();
    expect(screen.getByText(/scholingen van 16 uur of meer/)).toBeInTheDocument();
  });

  it('aanvragen saves the first step as a new draft and moves on to its own address', async () => {
    const view = renderScreen(<AccreditationRequestScreen />, {
      screen: 'accreditationsRequest',
      params: { step: '1' },
      answers: {
        accreditationTerms: () => TERMS,
        saveAccreditation: () => ({
          saveAccreditation: {
            status: 'SAVED',
            message: 'De aanvraag is als concept opgeslagen.',
            uuid: 'acc-9',
          },
        }),
      },
    });
    fireEvent.change(await screen.findByLabelText(/Titel van de scholing/, {}, SLOW), {
      target: { value: 'Motiverende gespreksvoering' },
    });
    fireEvent.change(screen.getByLabelText(/Beschrijving/), { target: { value: 'Over gesprekken.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(view.currentPath()).toBe('/accreditaties/bewerken/acc-9/2'));
    const save = view.calls.find((call) => call.operation === 'saveAccreditation')!;
    expect(save.variables).toMatchObject({
      uuid: null,
      step: 1,
      isDraft: 1,
      input: { title: 'Motiverende gespreksvoering', description: 'Over gesprekken.' },
    });
  });

  it('bewerken holds the final-test rule of the shared engine with the configured hours', async () => {
    const view = renderScreen(<AccreditationEditScreen />, {
      screen: 'accreditationsEdit',
      params: { uuid: 'acc-1', step: '5' },
      answers: {
        accreditationTerms: () => TERMS,
        educatorAccreditation: () => ({ educatorAccreditation: DRAFT }),
        saveAccreditation: () => validationAnswer({ hasFinalTest: ['van de api'] }),
      },
    });
    expect(
      await screen.findByText(/Deze scholing heeft dus een eindtoets nodig/, {}, SLOW),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText(finalTestMessage(16))).toBeInTheDocument();
    // Refused on the client: nothing was sent.
    expect(view.calls.some((call) => call.operation === 'saveAccreditation')).toBe(false);
  });

  it('bewerken of a submitted application is read only', async () => {
    renderScreen(<AccreditationEditScreen />, {
      screen: 'accreditationsEdit',
      params: { uuid: 'acc-1', step: '1' },
      answers: {
        accreditationTerms: () => TERMS,
        educatorAccreditation: () => ({
          educatorAccreditation: {
            ...DRAFT,
            status: 'pending',
            statusLabel: 'In behandeling',
            canEdit: false,
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        'Deze aanvraag is ingediend of afgehandeld en kan niet meer worden gewijzigd.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  });

  it('another provider’s accreditation reads as missing', async () => {
    renderScreen(<AccreditationEditScreen />, {
      screen: 'accreditationsEdit',
      params: { uuid: 'acc-2', step: '1' },
      answers: {
        accreditationTerms: () => TERMS,
        educatorAccreditation: () => ({ educatorAccreditation: null }),
      },
    });
    expect(await screen.findByText('Deze accreditatie bestaat niet.', {}, SLOW)).toBeInTheDocument();
  });
});
