import { roleRoutes, type RouteDefinition } from './route-definition';

const educator = roleRoutes('educator', 'educatorEmployee');
const company = roleRoutes('employer', 'companyEmployee');

/** Educator-employee routes of SPEC section 2. */
export const EDUCATOR_ROUTES = [
  {
    name: 'createEducatorEmployee',
    path: '/account-aanmaken/opleidingsaanbieder/:token?',
    remote: 'account',
    layout: 'main',
    access: 'guest',
    title: 'Account aanmaken als opleider',
  },
  educator('educatorProfile', '/organisatie/:step?', 'Organisatieprofiel'),
  educator('accreditations', '/accreditaties', 'Accreditaties'),
  educator('accreditationsOverview', '/accreditaties/overzicht', 'Accreditaties overzicht'),
  educator('accreditationsInformation', '/accreditaties/informatie', 'Accreditaties informatie'),
  educator('accreditationsRequest', '/accreditaties/aanvragen/:step?', 'Accreditatie aanvragen'),
  educator('accreditationsEdit', '/accreditaties/bewerken/:uuid/:step?', 'Accreditatie bewerken'),
  educator('accreditationsExtend', '/accreditaties/verlengen/:uuid', 'Accreditatie verlengen'),
  educator('submitPoints', '/digitale-certificaten/punten-invoeren', 'Punten invoeren'),
  educator('educationSession', '/digitale-certificaten/toekennen/:type', 'Punten toekennen'),
  educator('updateEducationSession', '/digitale-certificaten/bewerken/:uuid/:step?', 'Punten bewerken'),
  educator('educatorEmployees', '/medewerkers', 'Opleidingsmedewerkers'),
  educator('educatorInvoices', '/opleider/facturen/overzicht', 'Facturen'),
] as const satisfies readonly RouteDefinition[];

/** Company-employee routes of SPEC section 2. */
export const COMPANY_ROUTES = [
  {
    name: 'createCompanyEmployee',
    path: '/account-aanmaken/werkgever/:token?',
    remote: 'account',
    layout: 'main',
    access: 'guest',
    title: 'Account aanmaken als werkgever',
  },
  company(
    'companyInformationReRegistrationDemands',
    '/werkgever/informatie/herregistratie-eisen',
    'Herregistratie eisen',
  ),
  company('companyProfile', '/werkgever/organisatie-profiel/:step?', 'Organisatieprofiel'),
  company('companyEmployees', '/werkgever/contactpersonen', 'Contactpersonen'),
  company('companyProfessionals', '/werkgever/professionals/overzicht', 'Professionals'),
  company('companyProfessionalMutations', '/werkgever/professionals/mutaties', 'Mutaties'),
  company('companyPracticalPrograms', '/werkgever/praktijkprogrammas', 'Praktijkprogramma'),
  company(
    'companyPracticalProgramsOverview',
    '/werkgever/praktijkprogrammas/overzicht',
    'Praktijkprogramma overzicht',
  ),
  company(
    'companyPracticalProgramsRequest',
    '/werkgever/praktijkprogrammas/aanvragen/:step?',
    'Praktijkprogramma aanvragen',
  ),
  company(
    'companyPracticalProgramsEdit',
    '/werkgever/praktijkprogrammas/bewerken/:uuid/:step?',
    'Praktijkprogramma bewerken',
  ),
  company(
    'companyEducationsRegisterSearch',
    '/werkgever/scholingsregister/zoeken',
    'Scholingsregister zoeken',
  ),
  company('companyInvoices', '/werkgever/facturen/overzicht', 'Facturen'),
] as const satisfies readonly RouteDefinition[];
