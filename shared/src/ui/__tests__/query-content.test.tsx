import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '../../data/use-client-query';
import { findLiveRegion } from '../../../testing/live-regions';
import { renderScreen, type FakeHandler } from '../../../testing/render-screen';
import { LOAD_FAILED, NO_DATA, QueryContent } from '../load-states';

jest.setTimeout(30000);

type CardQuery = { myRegistrationCard: { name: string } | null };
const CARD_QUERY: TypedDocumentNode<CardQuery, Record<string, never>> = gql`
  query myRegistrationCard {
    myRegistrationCard {
      name
    }
  }
`;
const CARD: CardQuery = { myRegistrationCard: { name: 'Jan de Vries' } };

/** A screen with one read, and a way to read it again as a screen does after a change. */
function OneRead({ hideDataOnFailure }: { hideDataOnFailure?: boolean }) {
  const query = useClientQuery(CARD_QUERY, {});
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        Bijwerken
      </button>
      <QueryContent
        query={query}
        hideDataOnFailure={hideDataOnFailure}
        // No card is nothing to show.
        isEmpty={(data) => data.myRegistrationCard === null}
      >
        {(data) => <p>Pas van {data.myRegistrationCard?.name}</p>}
      </QueryContent>
    </>
  );
}

function renderOneRead(answer: FakeHandler, hideDataOnFailure?: boolean) {
  return renderScreen(<OneRead hideDataOnFailure={hideDataOnFailure} />, {
    answers: { myRegistrationCard: answer },
  });
}

describe('QueryContent', () => {
  it('shows the skeleton, announced as loading, only until the first answer', async () => {
    renderOneRead(() => CARD);
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Laden...')).toBe(true);
    expect(await screen.findByText('Pas van Jan de Vries')).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it("says a failed first read with 'Opnieuw proberen', and shows the data once it comes", async () => {
    const user = userEvent.setup();
    let up = false;
    renderOneRead(() => (up ? CARD : new Error('netwerk')));
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/Pas van/)).toBeNull();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Pas van Jan de Vries')).toBeInTheDocument();
    const status = await findLiveRegion('status', 'De gegevens zijn geladen.');
    // The button went with the failure: focus is on the status that says how it went.
    await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('keeps the data on screen when reading it again fails, and announces the failure', async () => {
    const user = userEvent.setup();
    let up = true;
    renderOneRead(() => (up ? CARD : new Error('netwerk')));
    await screen.findByText('Pas van Jan de Vries');

    up = false;
    await user.click(screen.getByRole('button', { name: 'Bijwerken' }));
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Pas van Jan de Vries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('hides data of other variables (another page) when reading fails', async () => {
    const user = userEvent.setup();
    let up = true;
    renderOneRead(() => (up ? CARD : new Error('netwerk')), true);
    await screen.findByText('Pas van Jan de Vries');

    up = false;
    await user.click(screen.getByRole('button', { name: 'Bijwerken' }));
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByText('Pas van Jan de Vries')).toBeNull();
  });

  it("says 'Geen gegevens beschikbaar' when the answer holds nothing, without a failure", async () => {
    renderOneRead(() => ({ myRegistrationCard: null }));
    expect(await screen.findByText(NO_DATA)).toBeInTheDocument();
    expect(NO_DATA).toBe('Geen gegevens beschikbaar');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    expect(screen.queryByText('Laden...')).toBeNull();
  });

  it('says one load-failure sentence, the one every remote uses', () => {
    expect(LOAD_FAILED).toBe('Je gegevens konden niet worden geladen. Probeer het opnieuw.');
  });
});
