import { createFormDataStore } from '../form-data-store';

describe('createFormDataStore', () => {
  it('keeps values while only related routes are visited and drops them on any other route', () => {
    const store = createFormDataStore();
    store.set('registration', { firstName: 'Anna' }, ['registrationForm', 'activityCreate']);
    store.set('profile', { city: 'Utrecht' }, ['accountProfile']);

    store.visitRoute('activityCreate');
    expect(store.get('registration')).toEqual({ firstName: 'Anna' });
    expect(store.get('profile')).toBeUndefined();

    store.visitRoute('registrationForm');
    expect(store.get('registration')).toEqual({ firstName: 'Anna' });

    store.visitRoute('dashboard');
    expect(store.get('registration')).toBeUndefined();
  });

  it('removes and clears', () => {
    const store = createFormDataStore();
    store.set('a', { x: 1 }, ['r']);
    store.set('b', { x: 2 }, ['r']);
    store.remove('a');
    expect(store.get('a')).toBeUndefined();
    store.clear();
    expect(store.get('b')).toBeUndefined();
  });
});
