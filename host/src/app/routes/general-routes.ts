import type { PortalRoute } from '../../lib/route-types';

const ALL_ROLES = ['professional', 'educatorEmployee', 'companyEmployee'] as const;

/** General routes of SPEC section 2. */
export const GENERAL_ROUTES: PortalRoute[] = [
  { name: 'home', path: '/', host: 'home', layout: 'main', access: 'public', title: 'Mijn SKJ' },
  { name: 'login', path: '/login', remote: 'account', layout: 'main', access: 'guest', hideDrawer: true, title: 'Inloggen' },
  { name: 'maintenance', path: '/onderhoud', host: 'maintenance', layout: 'main', access: 'public', hideDrawer: true, title: 'Onderhoud' },
  { name: 'registrationCard', path: '/registerpas/:uuid', remote: 'professional', layout: 'bare', access: 'public', title: 'Registerpas' },
  { name: 'forgotPassword', path: '/wachtwoord/vergeten', remote: 'account', layout: 'main', access: 'guest', hideDrawer: true, title: 'Wachtwoord vergeten' },
  { name: 'passwordReset', path: '/wachtwoord/vergeten/:token/:uuid', remote: 'account', layout: 'main', access: 'guest', hideDrawer: true, title: 'Nieuw wachtwoord instellen' },
  {
    name: 'dashboard',
    path: '/dashboard',
    remote: { professional: 'professional', companyEmployee: 'employer', educatorEmployee: 'educator' },
    layout: 'main',
    access: 'auth',
    title: 'Overzicht',
  },
  { name: 'createAccount', path: '/account-aanmaken', remote: 'account', layout: 'main', access: 'guest', title: 'Account aanmaken' },
  { name: 'accountMigration', path: '/account-migratie-afronden/:token', remote: 'account', layout: 'main', access: 'public', title: 'Account migratie afronden' },
  { name: 'accountProfile', path: '/account/profiel/aanpassen/:step?', remote: 'account', layout: 'main', access: 'auth', roles: [...ALL_ROLES], title: 'Profiel aanpassen' },
  { name: 'payment', path: '/betaling/:uuid', remote: 'account', layout: 'main', access: 'auth', title: 'Betaling' },
  { name: 'legacyAuthentication', path: '/legacy/autorisatie', remote: 'account', layout: 'main', access: 'auth', roles: ['professional', 'companyEmployee'], title: 'Autorisatie' },
  { name: 'error', path: '/fout', host: 'error', layout: 'main', access: 'public', skipVerifiedCheck: true, title: 'Er is iets misgegaan' },
  { name: 'loginAs', path: '/loginas/:token?', remote: 'account', layout: 'main', access: 'public', skipVerifiedCheck: true, title: 'Inloggen als' },
  { name: 'loginFromPt', path: '/inloggen-vanuit-professioneel-toezicht/:token/:redirect', remote: 'account', layout: 'main', access: 'public', title: 'Inloggen' },
  { name: 'loginToPt', path: '/inloggen-op-professioneel-toezicht', remote: 'account', layout: 'main', access: 'auth', title: 'Professioneel Toezicht' },
  { name: 'reactivate', path: '/heractiveren', remote: 'account', layout: 'main', access: 'guest', title: 'Account heractiveren' },
  { name: 'activateAccount', path: '/account-activeren', remote: 'account', layout: 'main', access: 'auth', skipVerifiedCheck: true, title: 'Account activeren' },
  { name: 'accountActivation', path: '/account-activatie/:emailVerificationUuid/:emailVerificationLinkUuid', remote: 'account', layout: 'main', access: 'public', skipVerifiedCheck: true, title: 'Account activeren' },
  { name: 'redirectAfterAccountActivation', path: '/account-activatie/doorsturen', remote: 'account', layout: 'main', access: 'auth', title: 'Account geactiveerd' },
  { name: 'profileOverview', path: '/account/profiel', remote: 'account', layout: 'main', access: 'auth', title: 'Profiel' },
];
