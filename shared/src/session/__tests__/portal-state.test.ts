import {
  INITIAL_PORTAL_STATE,
  isImpersonating,
  isInMaintenance,
  isLoggedIn,
  isVerified,
  portalReducer,
} from '../portal-state';

const success = (session: object) =>
  portalReducer(INITIAL_PORTAL_STATE, { type: 'success', session, at: 42 });

describe('portal state (SPEC section 4)', () => {
  it('moves through loading to initialized and records the time', () => {
    const loading = portalReducer(INITIAL_PORTAL_STATE, { type: 'loading' });
    expect(loading.status).toBe('loading');
    const done = success({ auth: true });
    expect(done.status).toBe('initialized');
    expect(done.initializedAt).toBe(42);
    expect(done.session.policies).toEqual({});
  });

  it('a failure sets error; clearing resets the session', () => {
    expect(portalReducer(success({ auth: true }), { type: 'failure' }).status).toBe('error');
    const cleared = portalReducer(success({ auth: true }), { type: 'clear' });
    expect(cleared).toEqual(INITIAL_PORTAL_STATE);
  });

  it('derives logged in, verified, maintenance and impersonating as SPEC describes', () => {
    expect(isLoggedIn(INITIAL_PORTAL_STATE)).toBe(false);
    expect(
      isInMaintenance({
        ...INITIAL_PORTAL_STATE,
        session: { ...INITIAL_PORTAL_STATE.session, maintenance: true },
      }),
    ).toBe(false);
    const state = success({
      auth: true,
      maintenance: true,
      impersonating: true,
      user: { isVerified: false },
    });
    expect(isLoggedIn(state)).toBe(true);
    expect(isVerified(state)).toBe(false);
    expect(isInMaintenance(state)).toBe(true);
    expect(isImpersonating(state)).toBe(true);
    expect(isImpersonating(success({ auth: false, impersonating: true }))).toBe(false);
  });
});
