import type { PortalSection, UserType } from '@portal/shared/options';

/**
 * The drawer's groups and entries of SPEC section 2, per role. An entry shows when the session's
 * sections include its section; a group shows when any entry does.
 */
export type DrawerCaption = 'reRegistrationDeadline' | 'vogValidUntil';

export interface DrawerEntry {
  label: string;
  section: PortalSection;
  /** A portal path, or an outside address (opens in a new tab). */
  to: string;
  external?: boolean;
  caption?: DrawerCaption;
  children?: DrawerEntry[];
}

export interface DrawerGroup {
  label: string;
  entries: DrawerEntry[];
}

export const PRODUCT_NAME = 'Mijn SKJ';

const PROFESSIONAL_MENU: DrawerGroup[] = [
  {
    label: PRODUCT_NAME,
    entries: [
      { label: 'Overzicht', section: 'dashboard', to: '/dashboard' },
      { label: 'Profiel', section: 'accountProfile', to: '/account/profiel' },
      { label: 'Bekijk oud dossier', section: 'oldDossier', to: '/legacy/autorisatie' },
    ],
  },
  {
    label: 'Mijn Portfolio',
    entries: [
      { label: 'Mijn registerpas', section: 'registrationCard', to: '/mijn-registerpas' },
      { label: 'Registratie', section: 'registration', to: '/registreren' },
      {
        label: 'Herregistratie',
        section: 'reRegistration',
        to: '/herregistratie',
        caption: 'reRegistrationDeadline',
      },
      { label: 'Afgewezen aanvraag', section: 'rejectedRegistration', to: '/afgewezen-aanvraag' },
      { label: 'Scholingsadvies', section: 'trainingAdvice', to: '/scholingsadvies' },
      {
        label: 'Mijn tuchtklachten',
        section: 'disciplinaryComplaints',
        to: '/inloggen-op-professioneel-toezicht',
      },
      {
        label: 'Kamer/target wisselen',
        section: 'branchSwitch',
        to: '/kamerwissel',
        children: [
          { label: 'Kamerwisselen', section: 'branchSwitch', to: '/kamerwissel' },
          { label: 'Overstappen naar postmasterregistratie', section: 'targetSwitch', to: '/targetwissel' },
        ],
      },
    ],
  },
  { label: 'Herintreden', entries: [{ label: 'Herintreden', section: 'reenter', to: '/herintreden' }] },
  {
    label: 'Overig',
    entries: [
      { label: 'Uitstel aanvragen', section: 'delayReRegistration', to: '/uitstel' },
      { label: "Mijn VOG's", section: 'vog', to: '/mijn-vog', caption: 'vogValidUntil' },
      { label: 'Mijn facturen', section: 'invoices', to: '/mijn-facturen' },
      { label: 'Incasso', section: 'directDebit', to: '/automatische-incasso' },
      {
        label: 'Professioneel Toezicht',
        section: 'professionalSupervision',
        to: '/inloggen-op-professioneel-toezicht',
      },
    ],
  },
];

const COMPANY_MENU: DrawerGroup[] = [
  {
    label: 'Werkgever',
    entries: [
      {
        label: 'Herregistratie eisen',
        section: 'companyReRegistrationDemands',
        to: '/werkgever/informatie/herregistratie-eisen',
      },
      { label: 'Overzicht', section: 'companyProfessionals', to: '/werkgever/professionals/overzicht' },
      { label: 'Mutaties', section: 'companyProfessionalMutations', to: '/werkgever/professionals/mutaties' },
      {
        label: 'Praktijkprogramma',
        section: 'companyPracticalPrograms',
        to: '/werkgever/praktijkprogrammas/overzicht',
      },
      {
        label: 'Scholingsregister Zoeken',
        section: 'companyEducationsRegisterSearch',
        to: '/werkgever/scholingsregister/zoeken',
      },
    ],
  },
  {
    label: 'Organisatie',
    entries: [
      { label: 'Mijn profiel', section: 'accountProfile', to: '/account/profiel' },
      { label: 'Organisatieprofiel', section: 'companyProfile', to: '/werkgever/organisatie-profiel' },
      { label: 'Contactpersonen', section: 'companyEmployees', to: '/werkgever/contactpersonen' },
      { label: 'Facturen', section: 'companyInvoices', to: '/werkgever/facturen/overzicht' },
    ],
  },
];

const EDUCATOR_MENU: DrawerGroup[] = [
  {
    label: 'Accreditaties',
    entries: [
      { label: 'Informatie', section: 'accreditationsInformation', to: '/accreditaties/informatie' },
      { label: 'Overzicht', section: 'accreditationsOverview', to: '/accreditaties/overzicht' },
      { label: 'Aanvragen', section: 'accreditationsRequest', to: '/accreditaties/aanvragen' },
    ],
  },
  {
    label: 'Digitale certificaten',
    entries: [
      { label: 'Punten invoeren', section: 'submitPoints', to: '/digitale-certificaten/punten-invoeren' },
    ],
  },
  {
    label: 'Organisatie',
    entries: [
      { label: 'Organisatieprofiel', section: 'educatorProfile', to: '/organisatie' },
      { label: 'Opleidingsmedewerkers', section: 'educatorEmployees', to: '/medewerkers' },
      { label: 'Facturen', section: 'educatorInvoices', to: '/opleider/facturen/overzicht' },
    ],
  },
];

export const DRAWER_MENUS: Record<UserType, DrawerGroup[]> = {
  professional: PROFESSIONAL_MENU,
  companyEmployee: COMPANY_MENU,
  educatorEmployee: EDUCATOR_MENU,
};
