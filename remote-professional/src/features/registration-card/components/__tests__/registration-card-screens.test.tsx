import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { FEE_UNKNOWN } from '../replacement-card-order';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { LOAD_FAILED } from '../../../../components/load-failed';
import MyRegistrationCardScreen from '../my-registration-card-screen';
import PublicRegistrationCardScreen from '../public-registration-card-screen';

jest.setTimeout(30000);

const CARD = {
  publicUuid: '7b0e7c36-0a51-4d55-9d7a-3f1c8f0c2a11',
  name: 'Jan de Vries',
  registrationNumber: '110012345',
  branch: 'Jeugd- en gezinsprofessionals',
  target: 'Jeugd- en gezinsprofessional (hbo)',
  validUntil: '2029-03-01',
  status: { value: 'approved', label: 'Geregistreerd' },
  statusText: 'Geregistreerd: deze registratie is geldig.',
};

/** The own card also carries its public address and that address's QR code, drawn by the api. */
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"><path d="M4 4h7"/></svg>';
const MY_CARD = {
  ...CARD,
  publicUrl: `https://portaal.skjeugd.nl/registerpas/${CARD.publicUuid}`,
  publicUrlQrCode: QR_SVG,
};

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

function renderMyCard(answers = {}) {
  return renderScreen(<MyRegistrationCardScreen />, {
    screen: 'myRegistrationCard',
    answers: {
      myRegistrationCard: () => ({ myRegistrationCard: MY_CARD, replacementCardFeeCents: 500 }),
      ...answers,
    },
  });
}

describe('Mijn registerpas', () => {
  it('shows the card facts with the status in words and a QR code to the public page', async () => {
    renderMyCard();
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText('110012345')).toBeInTheDocument();
    expect(screen.getByText('01-03-2029')).toBeInTheDocument();
    expect(screen.getByText('Geregistreerd: deze registratie is geldig.')).toBeInTheDocument();
    // The api's address (PORTAL_URL), the same the PDF's QR code holds, and the api's drawing of it.
    const qr = screen.getByAltText(`QR-code naar de openbare registerpas: ${MY_CARD.publicUrl}`);
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByRole('link', { name: 'Openbare registerpas bekijken' })).toHaveAttribute(
      'href',
      `/registerpas/${CARD.publicUuid}`,
    );
  });

  it('says so when there is no card yet', async () => {
    renderMyCard({ myRegistrationCard: () => ({ myRegistrationCard: null, replacementCardFeeCents: 500 }) });
    expect(
      await screen.findByText(
        'Je hebt (nog) geen registerpas. Die krijg je zodra je registratie is goedgekeurd.',
      ),
    ).toBeInTheDocument();
  });

  it("says when the card could not be read (not that there is none), and 'Opnieuw proberen' shows it", async () => {
    let up = false;
    renderMyCard({
      myRegistrationCard: () =>
        up ? { myRegistrationCard: MY_CARD, replacementCardFeeCents: 500 } : new Error('netwerk'),
    });
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/Je hebt \(nog\) geen registerpas/)).toBeNull();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('orders a replacement card only after confirming, then links to paying its invoice', async () => {
    const { calls } = renderMyCard({
      orderReplacementCard: () => ({
        orderReplacementCard: { invoiceUuid: 'f0000000-0000-4000-8000-000000000001' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe registerpas bestellen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/voor € 5,00/)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('orderReplacementCard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestellen' }));
    const pay = await screen.findByRole('link', { name: 'Factuur betalen' });
    expect(pay).toHaveAttribute('href', '/betaling/f0000000-0000-4000-8000-000000000001');
    expect(pay.closest('[role="status"]')).toHaveTextContent('Je nieuwe registerpas is besteld.');
    // The order button is gone: focus is on the next thing to do, not lost on the page.
    await waitFor(() => expect(pay).toHaveFocus());
  });

  it('offers no order while the price of a replacement card is unknown', async () => {
    renderMyCard({
      myRegistrationCard: () => ({ myRegistrationCard: MY_CARD, replacementCardFeeCents: null }),
    });
    expect(await screen.findByRole('button', { name: 'Nieuwe registerpas bestellen' })).toBeDisabled();
    expect(screen.getByText(FEE_UNKNOWN).closest('[role="alert"]')).not.toBeNull();
  });

  it('announces a refused order in Dutch', async () => {
    renderMyCard({
      orderReplacementCard: () =>
        validationAnswer({ card: ['Een registerpas bestel je alleen bij een geldige registratie.'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe registerpas bestellen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bestellen' }),
    );
    const message = await screen.findByText('Een registerpas bestel je alleen bij een geldige registratie.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('downloads the card as a PDF from the base API URL with the anti-forgery token', async () => {
    document.cookie = 'XSRF-TOKEN=token-1';
    // jsdom has no Response: the fake answers with what the hook reads of one.
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF-1.7']),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderMyCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Registerpas downloaden (PDF)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Het document kon niet worden gemaakt. Probeer het later opnieuw.')).toBeNull();
    await waitFor(() => expect(clicks).toEqual(['registerpas.pdf']));
    expect(fetchMock).toHaveBeenCalledWith('/generate-dynamic-template', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': 'token-1' },
      body: JSON.stringify({ template: 'registerCard' }),
    });
  });

  it('says in Dutch when the PDF cannot be made', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 500 })) as unknown as typeof fetch;
    renderMyCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Registerpas downloaden (PDF)' }));
    expect(
      await screen.findByText('Het document kon niet worden gemaakt. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
  });
});

describe('the public registerpas', () => {
  it('reads the card on the public endpoint by its id and shows only public facts', async () => {
    const { publicCalls, calls } = renderScreen(<PublicRegistrationCardScreen />, {
      screen: 'registrationCard',
      params: { uuid: CARD.publicUuid },
      answers: {
        registrationCard: () => ({
          registrationCard: { ...CARD, disciplinaryMeasures: [], registerCity: null },
        }),
      },
    });
    expect(await screen.findByText('Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText('Geregistreerd: deze registratie is geldig.')).toBeInTheDocument();
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    expect(publicCalls).toEqual(['registrationCard']);
    expect(calls[0]!.variables).toEqual({ uuid: CARD.publicUuid });
  });

  it('says the card does not exist for an unknown id', async () => {
    renderScreen(<PublicRegistrationCardScreen />, {
      screen: 'registrationCard',
      params: { uuid: 'onbekend' },
      answers: { registrationCard: () => ({ registrationCard: null }) },
    });
    expect(await screen.findByText('Deze registerpas bestaat niet (meer).')).toBeInTheDocument();
  });
});
