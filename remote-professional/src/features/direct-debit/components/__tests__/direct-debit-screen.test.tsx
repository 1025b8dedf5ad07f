import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import DirectDebitScreen from '../direct-debit-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

const MANDATE = {
  uuid: 'm-1',
  reference: 'SKJ-MACHT-100001',
  accountHolder: 'J. de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  signedAt: '2026-11-23T10:00:00.000Z',
};
const WITHOUT = {
  lines: [{ description: 'Jaarlijkse registratiebijdrage', amountCents: 8000 }],
  totalCents: 8000,
  collectedByDirectDebit: false,
};
const WITH = {
  lines: [...WITHOUT.lines, { description: 'Korting automatische incasso', amountCents: -500 }],
  totalCents: 7500,
  collectedByDirectDebit: true,
};

/** A fake api that keeps the mandate between calls, like the real one. */
function renderDirectDebit(start: typeof MANDATE | null, answers = {}) {
  let mandate = start;
  return renderScreen(<DirectDebitScreen />, {
    screen: 'direct-debit-mandate',
    answers: {
      directDebitMandate: () => ({
        directDebitMandate: mandate,
        nextYearlyInvoice: mandate ? WITH : WITHOUT,
      }),
      signDirectDebitMandate: () => {
        mandate = MANDATE;
        return { signDirectDebitMandate: { uuid: 'm-1' } };
      },
      revokeDirectDebitMandate: () => {
        mandate = null;
        return { revokeDirectDebitMandate: true };
      },
      ...answers,
    },
  });
}

describe('Automatische incasso', () => {
  it('refuses a wrong IBAN in Dutch before sending, then signs a right one and shows the mandate', async () => {
    const { calls } = renderDirectDebit(null);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Naam rekeninghouder', {}, SLOW), 'J. de Vries');
    await user.type(screen.getByLabelText('IBAN-rekeningnummer'), 'NL91ABNA0417164301');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Machtiging afgeven' }));
    expect(await screen.findByText('Dit is geen geldig IBAN-rekeningnummer.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).not.toContain('signDirectDebitMandate');

    const iban = screen.getByLabelText('IBAN-rekeningnummer');
    await user.clear(iban);
    await user.type(iban, 'NL91 ABNA 0417 1643 00');
    await user.click(screen.getByRole('button', { name: 'Machtiging afgeven' }));
    expect(await screen.findByText('SKJ-MACHT-100001', {}, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'signDirectDebitMandate')?.variables).toEqual({
      accountHolder: 'J. de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
      consent: 1,
    });
    expect(screen.getByText('23-11-2026')).toBeInTheDocument();
    expect(screen.getByText('Je machtiging voor automatische incasso is afgegeven.')).toBeInTheDocument();
    // The form went away: focus is on the heading of the mandate that replaced it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Je machtiging' })).toHaveFocus());
    expect(screen.getByText('€ -5,00')).toBeInTheDocument();
    expect(screen.getByText('€ 75,00')).toBeInTheDocument();
    expect(
      screen.getByText('Dit bedrag wordt automatisch van je rekening afgeschreven.'),
    ).toBeInTheDocument();
  });

  it('needs the consent box', async () => {
    const { calls } = renderDirectDebit(null);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Naam rekeninghouder', {}, SLOW), 'J. de Vries');
    await user.type(screen.getByLabelText('IBAN-rekeningnummer'), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Machtiging afgeven' }));
    expect(await screen.findByText('Je moet hiermee akkoord gaan.', {}, SLOW)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).toEqual(['directDebitMandate']);
  });

  it("shows the api's refusal on its field", async () => {
    renderDirectDebit(null, {
      signDirectDebitMandate: () => validationAnswer({ iban: ['Dit is geen geldig IBAN-rekeningnummer.'] }),
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Naam rekeninghouder', {}, SLOW), 'J. de Vries');
    await user.type(screen.getByLabelText('IBAN-rekeningnummer'), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Machtiging afgeven' }));
    expect(await screen.findByText('Dit is geen geldig IBAN-rekeningnummer.', {}, SLOW)).toBeInTheDocument();
  });

  it('revokes the mandate only after confirming, and announces it', async () => {
    const { calls } = renderDirectDebit(MANDATE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Machtiging intrekken' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls.map((call) => call.operation)).not.toContain('revokeDirectDebitMandate');

    await user.click(screen.getByRole('button', { name: 'Machtiging intrekken' }));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Intrekken' }),
    );
    const status = await screen.findByText('Je machtiging is ingetrokken.', {}, SLOW);
    expect(status.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByLabelText('IBAN-rekeningnummer')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nieuwe machtiging' })).toHaveFocus());
    expect(screen.getAllByText('€ 80,00')).toHaveLength(2); // the fee and the total: no discount any more
  });
});
