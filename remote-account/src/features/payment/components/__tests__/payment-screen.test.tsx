import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { leavePortal } from '../../../../lib/leave-portal';
import { PAYMENT_RESULT_MESSAGES } from '../../utils/payment-result';
import PaymentScreen, { PAYMENT_START_FAILED } from '../payment-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

jest.mock('../../../../lib/leave-portal', () => ({ leavePortal: jest.fn() }));

const invoice = (value: string, label: string) => () => ({
  invoice: {
    uuid: 'inv-1',
    number: '2026-0042',
    status: { value, label },
    amountCents: 8000,
    lines: [{ description: 'Registratie 2026', amountCents: 8000 }],
    dueDate: '2026-12-01',
  },
});

describe('PaymentScreen', () => {
  it('shows amount, lines and status and starts an iDEAL payment', async () => {
    const { calls, publicCalls } = renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      answers: {
        invoice: invoice('open', 'Openstaand'),
        startPayment: () => ({
          startPayment: { checkoutUrl: 'https://api.example/payments/test-provider/checkout/p1' },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Factuur 2026-0042' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Openstaand');
    expect(screen.getByText('Registratie 2026')).toBeInTheDocument();
    expect(screen.getAllByText('€ 80,00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Betalen met iDEAL' }));
    await waitFor(() =>
      expect(leavePortal).toHaveBeenCalledWith('https://api.example/payments/test-provider/checkout/p1'),
    );
    expect(calls.map((call) => call.operation)).toEqual(['invoice', 'startPayment']);
    expect(calls[1]?.variables).toEqual({ invoiceUuid: 'inv-1' });
    expect(publicCalls).toEqual([]);
  });

  it("shows the api's status, not the URL's, after returning from the provider", async () => {
    renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      query: { resultaat: 'paid' },
      answers: { invoice: invoice('open', 'Openstaand') },
    });
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Openstaand');
    expect(await findLiveRegion('status', PAYMENT_RESULT_MESSAGES.paid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status vernieuwen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betalen met iDEAL' })).toBeInTheDocument();
  });

  it('shows a paid invoice without a pay button, whatever the URL says', async () => {
    renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      query: { resultaat: 'failed' },
      answers: { invoice: invoice('paid', 'Betaald') },
    });
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Betaald');
    expect(screen.queryByRole('button', { name: 'Betalen met iDEAL' })).not.toBeInTheDocument();
  });

  it('shows a Dutch error when the payment cannot be started', async () => {
    renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      answers: { invoice: invoice('open', 'Openstaand'), startPayment: () => new Error('network') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Betalen met iDEAL' }));
    expect(await findLiveRegion('alert', PAYMENT_START_FAILED)).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalledWith(undefined);
  });
});

describe('PaymentScreen return', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('leads a paid invoice back to where the payment was started, after the trip to the provider', async () => {
    const first = renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      query: { terug: '/registreren/item-1/7' },
      answers: { invoice: invoice('open', 'Openstaand') },
    });
    expect(await screen.findByRole('button', { name: 'Betalen met iDEAL' })).toBeInTheDocument();
    first.unmount();

    // The provider sends the browser back without `terug`.
    renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      query: { resultaat: 'paid' },
      answers: { invoice: invoice('paid', 'Betaald') },
    });
    expect(await screen.findByRole('link', { name: 'Verder waar je gebleven was' })).toHaveAttribute(
      'href',
      '/registreren/item-1/7',
    );
  });

  it('keeps no way back that leaves the portal: a paid invoice then leads to the overview', async () => {
    renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      query: { terug: '//evil.example/phish' },
      answers: { invoice: invoice('paid', 'Betaald') },
    });
    expect(await screen.findByRole('link', { name: 'Naar het overzicht' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Verder waar je gebleven was' })).not.toBeInTheDocument();
  });
});

describe('PaymentScreen refusal', () => {
  it("shows the api's refusal and re-reads the status", async () => {
    let status = 'open';
    const { calls } = renderScreen(<PaymentScreen />, {
      screen: 'payment',
      params: { uuid: 'inv-1' },
      answers: {
        invoice: () => invoice(status, status === 'open' ? 'Openstaand' : 'Betaald')(),
        startPayment: () => {
          status = 'paid';
          return validationAnswer({ invoiceUuid: ['Deze factuur staat niet meer open.'] });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Betalen met iDEAL' }));
    expect(await findLiveRegion('alert', 'Deze factuur staat niet meer open.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Betaald'));
    expect(calls.map((call) => call.operation)).toEqual(['invoice', 'startPayment', 'invoice']);
  });
});
