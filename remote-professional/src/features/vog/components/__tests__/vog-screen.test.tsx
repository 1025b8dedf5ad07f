import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { installFakeXhr } from '@portal/shared/testing/fake-xhr';
import VogScreen from '../vog-screen';

// antd widgets and the calendar render slowly under jsdom on a busy machine.
jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

const OLD_VOG = {
  uuid: 'v-1',
  issuedOn: '2025-08-23',
  validUntil: '2027-08-23',
  medias: {
    nodes: [{ uuid: 'm-1', filename: 'vog.pdf', signedUrl: 'http://api.test/files/m-1?signature=x' }],
  },
};

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

function renderVog(records: () => unknown[], answers = {}) {
  return renderScreen(<VogScreen />, {
    screen: 'vog',
    answers: { vogRecords: () => ({ vogRecords: records(), vogMaxAgeMonthsOnSubmission: 3 }), ...answers },
  });
}

async function pickToday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Datum van afgifte'));
  const calendar = await screen.findByRole('dialog', { name: 'Kies een datum' });
  await user.click(calendar.querySelector('[aria-current="date"]') as HTMLElement);
}

async function uploadCopy(user: ReturnType<typeof userEvent.setup>) {
  const xhr = installFakeXhr();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['%PDF-1.7'], 'nieuwe-vog.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(xhr.last).not.toBeNull());
  xhr.last!.answer(201, {
    uuid: 'upload-1',
    filename: 'nieuwe-vog.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 8,
  });
  expect(await screen.findByText('nieuwe-vog.pdf is geüpload.', {}, SLOW)).toBeInTheDocument();
}

describe("Mijn VOG's", () => {
  it("lists the VOG's with their date of issue, 'geldig tot' and a link to the copy", async () => {
    renderVog(() => [OLD_VOG]);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('23-08-2025')).toBeInTheDocument();
    expect(within(table).getByText('23-08-2027')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'vog.pdf' })).toHaveAttribute(
      'href',
      OLD_VOG.medias.nodes[0]!.signedUrl,
    );
    // The register's rule, from the api's settings.
    expect(
      screen.getByText('Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 3 maanden.'),
    ).toBeInTheDocument();
  });

  it("says 'Geen kopie' for a VOG without a copy instead of an empty cell", async () => {
    renderVog(() => [{ ...OLD_VOG, uuid: 'v-0', medias: { nodes: [] } }]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Geen kopie' })).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it("says 'Geen gegevens beschikbaar' without VOG's", async () => {
    renderVog(() => []);
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();
  });

  it('adds a new VOG with its uploaded copy, then re-reads the list and the session (drawer caption)', async () => {
    const records = [OLD_VOG];
    const { calls, navigation } = renderVog(() => records, {
      addVogRecord: (variables: Record<string, unknown>) => {
        const added = {
          uuid: 'v-2',
          issuedOn: variables.issuedOn,
          validUntil: '2028-11-23',
          medias: { nodes: [] },
        };
        records.unshift(added as typeof OLD_VOG);
        return { addVogRecord: added };
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await pickToday(user);
    await uploadCopy(user);
    await user.click(screen.getByRole('button', { name: 'VOG toevoegen' }));
    await waitFor(() => expect(navigation.reinitialize).toHaveBeenCalled(), SLOW);
    const add = calls.find((call) => call.operation === 'addVogRecord');
    expect(add?.variables).toEqual({
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mediaUuid: 'upload-1',
    });
    expect(calls.filter((call) => call.operation === 'vogRecords')).toHaveLength(2);
    expect(await screen.findByText('23-11-2028', {}, SLOW)).toBeInTheDocument();
  });

  it('asks for the date and the copy before sending anything', async () => {
    const { calls } = renderVog(() => []);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Geen gegevens beschikbaar');
    await user.click(screen.getByRole('button', { name: 'VOG toevoegen' }));
    expect(await screen.findAllByText('Dit veld is verplicht.', {}, SLOW)).toHaveLength(2);
    expect(calls.map((call) => call.operation)).not.toContain('addVogRecord');
  });

  it("shows the api's refusal on the field", async () => {
    const { calls } = renderVog(() => [], {
      addVogRecord: () => validationAnswer({ mediaUuid: ['Upload een kopie van de VOG.'] }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Geen gegevens beschikbaar');
    await pickToday(user);
    await uploadCopy(user);
    await user.click(screen.getByRole('button', { name: 'VOG toevoegen' }));
    expect(await screen.findByText('Upload een kopie van de VOG.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).toEqual(['vogRecords', 'addVogRecord']);
  });
});
