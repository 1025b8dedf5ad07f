import { act, screen, waitFor } from '@testing-library/react';
import type { LeaveRequest } from '@portal/shared/contract';
import { COMPLETE_VALUES, renderRegistrationForm } from '../../../testing/registration-form';

jest.setTimeout(20000);

/** The host's blocker as a fake: it keeps the form's request and plays a navigation to `pathname`. */
function fakeHost() {
  let request: LeaveRequest | null = null;
  const blockLeaving = jest.fn((next: LeaveRequest) => {
    request = next;
    return () => {
      request = null;
    };
  });
  const leave = jest.fn();
  const stay = jest.fn();
  /** True when the navigation was held and the form was asked. */
  const navigate = async (pathname: string) => {
    if (!request?.shouldBlock(pathname)) return false;
    await act(async () => request?.onBlocked({ leave, stay }));
    return true;
  };
  return { blockLeaving, leave, stay, navigate, registered: () => request !== null };
}

const isOwnPath = (pathname: string) => pathname.startsWith('/registreren/');

describe('MultiStepForm leaving with unsaved changes', () => {
  it('holds a navigation away after a change and asks; staying keeps the changes', async () => {
    const host = fakeHost();
    const { user } = renderRegistrationForm({
      onSubmit: jest.fn(),
      initialValues: COMPLETE_VALUES,
      leaveGuard: { blockLeaving: host.blockLeaving, isOwnPath },
    });
    expect(host.registered()).toBe(true);
    // Nothing changed: nothing to ask.
    expect(await host.navigate('/dashboard')).toBe(false);

    const firstName = screen.getByLabelText('Voornaam');
    await user.clear(firstName);
    await user.type(firstName, 'Annemarie');
    // Its own steps keep the values: no question between them.
    expect(await host.navigate('/registreren/diploma')).toBe(false);
    expect(await host.navigate('/dashboard')).toBe(true);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Wijzigingen niet opgeslagen. Toch verlaten?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const stay = screen.getByRole('button', { name: 'Blijven' });
    await waitFor(() => expect(stay).toHaveFocus());
    // Tab stays inside the dialog.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toch verlaten' })).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();

    await user.click(stay);
    expect(host.stay).toHaveBeenCalledTimes(1);
    expect(host.leave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Annemarie');
  });

  it("lets the navigation go on with 'Toch verlaten', and Escape stays", async () => {
    const host = fakeHost();
    const { user } = renderRegistrationForm({
      onSubmit: jest.fn(),
      leaveGuard: { blockLeaving: host.blockLeaving, isOwnPath },
    });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await host.navigate('/dashboard');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(host.stay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await host.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Toch verlaten' }));
    expect(host.leave).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the changes are saved', async () => {
    const host = fakeHost();
    const onSubmit = jest.fn();
    const { user } = renderRegistrationForm({
      onSubmit,
      onSaveDraft: onSubmit,
      leaveGuard: { blockLeaving: host.blockLeaving, isOwnPath },
    });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await screen.findByText('Het concept is opgeslagen.');
    expect(await host.navigate('/dashboard')).toBe(false);
  });

  it('lifts the guard when the form goes', () => {
    const host = fakeHost();
    const { unmount } = renderRegistrationForm({
      onSubmit: jest.fn(),
      leaveGuard: { blockLeaving: host.blockLeaving, isOwnPath },
    });
    expect(host.registered()).toBe(true);
    unmount();
    expect(host.registered()).toBe(false);
  });
});
