import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr } from '@portal/shared/testing/fake-xhr';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen, type FakeHandler } from '@portal/shared/testing/render-screen';
import RegistrationScreen from '../registration-screen';
import { DIPLOMAS_LOAD_FAILED, OPTIONS_LOAD_FAILED } from '../steps/diplomas-step';
import { CHOICES, DIPLOMA, DIPLOMA_OPTIONS, itemAnswer } from './registration-fixture';

jest.setTimeout(60000);

function renderDiplomaStep(answers: Record<string, FakeHandler>) {
  return renderScreen(<RegistrationScreen />, {
    screen: 'registrationForm',
    path: '/registreren/item-1/3',
    params: { uuid: 'item-1', step: '3' },
    answers: {
      registrationChoicesQuery: () => CHOICES,
      diplomaOptionsQuery: () => DIPLOMA_OPTIONS,
      registrationItemQuery: () => itemAnswer(),
      ...answers,
    },
  });
}

describe('Registratie: the diploma step', () => {
  it('checks a new diploma before sending it, and uploads its copy to the api', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ delay: null });
    const added = jest.fn(() => ({ addDiploma: { uuid: 'diploma-1' } }));
    renderDiplomaStep({ myDiplomasQuery: () => ({ myDiplomas: [] }), addDiploma: added });
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Diploma toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diploma toevoegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Diploma opslaan' }));
    // Type, education, educator, city, date and the copy are all required.
    expect(await within(dialog).findAllByText('Dit veld is verplicht.')).toHaveLength(6);
    expect(added).not.toHaveBeenCalled();

    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' }),
    );
    expect(xhr.last!.url).toBe('https://api.test/files');
    await act(async () =>
      xhr.last!.answer(201, {
        uuid: 'copy-1',
        filename: 'diploma.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 8,
      }),
    );
    expect(await within(dialog).findByText('diploma.pdf')).toBeInTheDocument();
    // The wizard's own step stays where it is: the dialog's form is its own.
    expect(screen.getByRole('heading', { level: 2, name: /Diploma’s/ })).toBeInTheDocument();
  });

  it('removes a diploma only after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    let diplomas: unknown[] = [DIPLOMA];
    const removed = jest.fn(() => {
      diplomas = [];
      return { removeDiploma: true };
    });
    renderDiplomaStep({ myDiplomasQuery: () => ({ myDiplomas: diplomas }), removeDiploma: removed });
    await user.click(await screen.findByRole('button', { name: 'Hbo-bachelor: Pedagogiek verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diploma verwijderen' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(removed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hbo-bachelor: Pedagogiek verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Diploma verwijderen' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ uuid: 'diploma-1' }));
    expect(await screen.findByText('Het diploma is verwijderd.')).toBeInTheDocument();
    expect(await screen.findByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    // Its 'Verwijderen' button went with it: focus goes on to adding one.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Diploma toevoegen' })).toHaveFocus());
  });

  it('says in Dutch when the diplomas or their options could not be read, and reads them again', async () => {
    const user = userEvent.setup({ delay: null });
    let up = false;
    renderDiplomaStep({
      myDiplomasQuery: () => (up ? { myDiplomas: [DIPLOMA] } : new Error('netwerk')),
      diplomaOptionsQuery: () => (up ? DIPLOMA_OPTIONS : new Error('netwerk')),
    });
    const failure = `${DIPLOMAS_LOAD_FAILED} ${OPTIONS_LOAD_FAILED} Probeer het opnieuw.`;
    const alert = await findLiveRegion('alert', failure);
    // Said once, in the step's one status region (which also says how removing went).
    expect(screen.getAllByText(/konden niet worden geladen/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Diploma toevoegen' })).toBeDisabled();

    // Still down: the same sentence comes back, announced anew, and focus is on it.
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(alert).toHaveTextContent(failure));
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());

    up = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Hbo-bachelor: Pedagogiek')).toBeInTheDocument();
    // The button went with the failure: focus is on the status that says the list is there.
    const status = await findLiveRegion('status', 'De gegevens zijn geladen.');
    await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Diploma toevoegen' })).toBeEnabled());
    expect(screen.queryByText(/konden niet worden geladen/)).toBeNull();
  });
});
