import { roleRoutes, type RouteDefinition } from './route-definition';

const professional = roleRoutes('professional', 'professional');

/** Professional-only routes of SPEC section 2 (`/{step}` children as an optional last segment). */
export const PROFESSIONAL_ROUTES = [
  professional('reenterRequestRejected', '/herintreden/afgewezen', 'Herintreden afgewezen'),
  professional('reenterRequest', '/herintreden/:uuid?/:step?', 'Herintreden'),
  professional('branchSwitchRequest', '/kamerwissel/:uuid?/:step?', 'Kamerwisselen'),
  professional(
    'targetSwitchRequest',
    '/targetwissel/:uuid?/:step?',
    'Overstappen naar postmasterregistratie',
  ),
  {
    name: 'decisionWizard',
    path: '/keuzehulp/:level?',
    remote: 'account',
    layout: 'main',
    access: 'public',
    title: 'Keuzehulp',
  },
  professional('registration', '/registreren', 'Registratie'),
  professional('registrationForm', '/registreren/:uuid/:step?', 'Registratie'),
  professional('rejectedRegistration', '/afgewezen-aanvraag/:uuid?', 'Afgewezen aanvraag'),
  professional(
    'reRegistrationNipNvo',
    '/herregistratie-afronden-met-nip-of-nvo-bewijs',
    'Herregistratie afronden met NIP- of NVO-bewijs',
  ),
  professional('reRegistration', '/herregistratie/:uuid?', 'Herregistratie'),
  professional('activityCreate', '/herregistratie/activiteit-aanmaken/:uuid', 'Activiteit toevoegen'),
  professional('activityForm', '/herregistratie/activiteit/:uuid/:step?', 'Activiteit'),
  professional(
    'activityFormChild',
    '/herregistratie/sub-activiteit/:uuid/:childUuid?/:step?',
    'Sub-activiteit',
  ),
  professional('delayReRegistrationIndex', '/uitstel', 'Uitstel'),
  // Issue 38: 'Mijn tuchtklachten' (the drawer's entry), the measures the register recorded.
  professional('disciplinaryMeasures', '/mijn-tuchtklachten', 'Mijn tuchtklachten'),
  professional('delayReRegistrationCreate', '/uitstel-aanvragen/:uuid?/:step?', 'Uitstel aanvragen'),
  professional('trainingAdviceCreate', '/scholingsadvies', 'Scholingsadvies'),
  professional('completeTrainingAdvice', '/scholingsadvies/afronden/:uuid', 'Scholingsadvies afronden'),
  professional('trainingAdviceForm', '/scholingsadvies/:uuid/:step?', 'Scholingsadvies'),
  {
    name: 'createProfessional',
    path: '/account-aanmaken/professional',
    remote: 'account',
    layout: 'main',
    access: 'guest',
    title: 'Account aanmaken als professional',
  },
  professional('vog', '/mijn-vog', "Mijn VOG's"),
  professional('myRegistrationCard', '/mijn-registerpas', 'Mijn registerpas'),
  professional('invoices', '/mijn-facturen', 'Mijn facturen'),
  professional('direct-debit-mandate', '/automatische-incasso', 'Incasso'),
  professional('employerLinks', '/mijn-werkgevers', 'Mijn werkgevers'),
] as const satisfies readonly RouteDefinition[];
