import { screen } from '@testing-library/react';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { OrganisationInvoicesScreen } from '../organisation-invoices-screen';

const session = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'werkgever@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'companyEmployee' as const },
    detail: null,
  },
};

const invoice = (uuid: string, number: string, status: 'open' | 'paid') => ({
  uuid,
  number,
  date: '2026-01-05',
  dueDate: '2026-02-04',
  description: 'Jaarlijkse registratiebijdrage: Jan de Vries',
  amountCents: 8000,
  status: { value: status, label: status === 'open' ? 'Openstaand' : 'Betaald' },
  period: { from: '2026-01-01', till: '2026-12-31' },
});

jest.setTimeout(45000);

describe('OrganisationInvoicesScreen', () => {
  it("lists the organisation's invoices with a PDF for each and 'Betalen' for the open one", async () => {
    const { calls } = renderScreen(<OrganisationInvoicesScreen />, {
      screen: 'companyInvoices',
      path: '/werkgever/facturen/overzicht',
      session,
      answers: {
        organisationInvoices: () => ({
          organisationInvoices: {
            totalCount: 2,
            page: 1,
            pageSize: 10,
            nodes: [invoice('i1', 'F100010', 'open'), invoice('i2', 'F100009', 'paid')],
          },
        }),
      },
    });
    expect((await screen.findAllByText('F100010', {}, { timeout: 15000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /PDF van factuur/ })).toHaveLength(2);
    const pay = screen.getAllByRole('link', { name: 'Betalen factuur F100010' });
    expect(pay[0]).toHaveAttribute('href', '/betaling/i1');
    expect(screen.queryByRole('link', { name: 'Betalen factuur F100009' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'organisationInvoices')?.variables).toMatchObject({
      page: 1,
    });
  });

  it("says 'Geen gegevens beschikbaar' without invoices", async () => {
    renderScreen(<OrganisationInvoicesScreen />, {
      screen: 'educatorInvoices',
      path: '/opleider/facturen/overzicht',
      session,
      answers: {
        organisationInvoices: () => ({
          organisationInvoices: { totalCount: 0, page: 1, pageSize: 10, nodes: [] },
        }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
