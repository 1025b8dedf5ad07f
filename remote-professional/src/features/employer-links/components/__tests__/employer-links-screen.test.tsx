import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import EmployerLinksScreen from '../employer-links-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

type Link = {
  uuid: string;
  companyName: string;
  status: string;
  statusLabel: string;
  startedBy: string;
  sharesProgress: boolean;
  requestedAt: string;
  confirmedAt: string | null;
  endedAt: string | null;
  history: Array<{ event: string; label: string; by: string; at: string }>;
};

const REQUEST: Link = {
  uuid: 'l-1',
  companyName: 'Jeugdzorg Utrecht BV',
  status: 'requested',
  statusLabel: 'Aangevraagd',
  startedBy: 'company',
  sharesProgress: false,
  requestedAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  endedAt: null,
  history: [
    {
      event: 'requested',
      label: 'Koppeling aangevraagd',
      by: 'Jeugdzorg Utrecht BV',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

/** A fake api that keeps the link between calls, as the real one does. */
function renderLinks(start: Link[], answers = {}) {
  let links = start;
  const change = (uuid: string, patch: Partial<Link>) => {
    links = links.map((link) => (link.uuid === uuid ? { ...link, ...patch } : link));
  };
  return renderScreen(<EmployerLinksScreen />, {
    screen: 'employerLinks',
    answers: {
      myEmployerLinks: () => ({ myEmployerLinks: links }),
      confirmEmployerLink: (variables: Record<string, unknown>) => {
        change(String(variables.linkUuid), {
          status: 'active',
          statusLabel: 'Actief',
          confirmedAt: '2026-11-21T10:00:00.000Z',
        });
        return { confirmEmployerLink: { status: 'CONFIRMED', message: 'De koppeling is bevestigd.' } };
      },
      setEmployerLinkConsent: (variables: Record<string, unknown>) => {
        change(String(variables.linkUuid), { sharesProgress: variables.sharesProgress === true });
        return {
          setEmployerLinkConsent: {
            status: 'CONSENT_GIVEN',
            message: 'Je werkgever ziet nu de voortgang van je herregistratie.',
          },
        };
      },
      endEmployerLink: (variables: Record<string, unknown>) => {
        change(String(variables.linkUuid), { status: 'ended', statusLabel: 'Beëindigd' });
        return { endEmployerLink: { status: 'ENDED', message: 'De koppeling is beëindigd.' } };
      },
      ...answers,
    },
  });
}

describe('Mijn werkgevers', () => {
  it('confirms a request, gives consent, and ends the link after a confirmation', async () => {
    const { calls } = renderLinks([REQUEST]);
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Bevestigen: koppeling met Jeugdzorg Utrecht BV' }, SLOW),
    );
    expect(await screen.findByText('De koppeling is bevestigd.', {}, SLOW)).toBeInTheDocument();

    const consent = await screen.findByRole(
      'checkbox',
      { name: 'Voortgang van mijn herregistratie delen met Jeugdzorg Utrecht BV' },
      SLOW,
    );
    await user.click(consent);
    expect(
      await screen.findByText('Je werkgever ziet nu de voortgang van je herregistratie.', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'setEmployerLinkConsent')?.variables).toEqual({
      linkUuid: 'l-1',
      sharesProgress: true,
    });

    await user.click(screen.getByRole('button', { name: 'Koppeling beëindigen' }));
    // Nothing is ended before the confirmation.
    expect(calls.map((call) => call.operation)).not.toContain('endEmployerLink');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));
    expect(await screen.findByText('De koppeling is beëindigd.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eerdere koppelingen' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Jeugdzorg Utrecht BV: Beëindigd')).toBeInTheDocument();
  });

  it("says the api's Dutch reason when a link is gone, and 'Geen gegevens beschikbaar' without links", async () => {
    renderLinks([REQUEST], {
      confirmEmployerLink: () => validationAnswer({ linkUuid: ['Deze koppeling bestaat niet (meer).'] }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Bevestigen: koppeling met Jeugdzorg Utrecht BV' }, SLOW),
    );
    expect(await screen.findByText('Deze koppeling bestaat niet (meer).', {}, SLOW)).toBeInTheDocument();
  });
});
