import '../../testing/test-environment';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiStepForm } from '../../components/multi-step-form/multi-step-form';
import { TextField } from '../../components/text-field';
import { createFormDataStore } from '../../utils/form-data-store';
import { useRelatedFormData } from '../use-related-form-data';

jest.setTimeout(20000);

describe('useRelatedFormData', () => {
  it('returns the values saved on a related route and forgets them after an unrelated one', () => {
    const store = createFormDataStore();
    const related = ['registrationForm', 'activityCreate'];
    const first = renderHook(() => useRelatedFormData('reg', related, 'registrationForm', store));
    act(() => first.result.current.save({ firstName: 'Anna' }));
    first.unmount();

    store.visitRoute('activityCreate');
    const back = renderHook(() => useRelatedFormData('reg', related, 'registrationForm', store));
    expect(back.result.current.storedValues).toEqual({ firstName: 'Anna' });
    back.unmount();

    store.visitRoute('dashboard');
    const later = renderHook(() => useRelatedFormData('reg', related, 'registrationForm', store));
    expect(later.result.current.storedValues).toBeUndefined();
  });

  it('lets a multi-step form keep what the user typed across related routes only', async () => {
    const store = createFormDataStore();
    const persist = { formKey: 'reg', route: 'registrationForm', relatedRoutes: ['activityCreate'], store };
    const form = () => (
      <MultiStepForm
        steps={[{ title: 'Gegevens', render: () => <TextField name="firstName" label="Voornaam" /> }]}
        onSubmit={jest.fn()}
        persist={persist}
      />
    );
    const user = userEvent.setup({ delay: null });
    const first = render(form());
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    first.unmount();

    store.visitRoute('activityCreate');
    const again = render(form());
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Anna');
    again.unmount();

    store.visitRoute('invoices');
    render(form());
    expect(screen.getByLabelText('Voornaam')).toHaveValue('');
  });
});
