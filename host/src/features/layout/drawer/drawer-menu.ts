import type { PortalSection, UserType } from '@portal/shared/options';
import { hrefFor } from '@portal/shared/routes';

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
      { label: 'Overzicht', section: 'dashboard', to: hrefFor('dashboard') },
      { label: 'Profiel', section: 'accountProfile', to: hrefFor('profileOverview') },
      { label: 'Bekijk oud dossier', section: 'oldDossier', to: hrefFor('legacyAuthentication') },
    ],
  },
  {
    label: 'Mijn Portfolio',
    entries: [
      { label: 'Mijn registerpas', section: 'registrationCard', to: hrefFor('myRegistrationCard') },
      { label: 'Registratie', section: 'registration', to: hrefFor('registration') },
      {
        label: 'Herregistratie',
        section: 'reRegistration',
        to: hrefFor('reRegistration'),
        caption: 'reRegistrationDeadline',
      },
      { label: 'Afgewezen aanvraag', section: 'rejectedRegistration', to: hrefFor('rejectedRegistration') },
      { label: 'Scholingsadvies', section: 'trainingAdvice', to: hrefFor('trainingAdviceCreate') },
      {
        label: 'Mijn tuchtklachten',
        section: 'disciplinaryComplaints',
        to: hrefFor('disciplinaryMeasures'),
      },
      {
        label: 'Kamer/target wisselen',
        section: 'branchSwitch',
        to: hrefFor('branchSwitchRequest'),
        children: [
          { label: 'Kamerwisselen', section: 'branchSwitch', to: hrefFor('branchSwitchRequest') },
          {
            label: 'Overstappen naar postmasterregistratie',
            section: 'targetSwitch',
            to: hrefFor('targetSwitchRequest'),
          },
        ],
      },
    ],
  },
  {
    label: 'Herintreden',
    entries: [{ label: 'Herintreden', section: 'reenter', to: hrefFor('reenterRequest') }],
  },
  {
    label: 'Overig',
    entries: [
      { label: 'Uitstel aanvragen', section: 'delayReRegistration', to: hrefFor('delayReRegistrationIndex') },
      { label: "Mijn VOG's", section: 'vog', to: hrefFor('vog'), caption: 'vogValidUntil' },
      { label: 'Mijn facturen', section: 'invoices', to: hrefFor('invoices') },
      { label: 'Incasso', section: 'directDebit', to: hrefFor('direct-debit-mandate') },
      { label: 'Mijn werkgevers', section: 'employerLinks', to: hrefFor('employerLinks') },
      {
        label: 'Professioneel Toezicht',
        section: 'professionalSupervision',
        to: hrefFor('loginToPt'),
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
        to: hrefFor('companyInformationReRegistrationDemands'),
      },
      { label: 'Overzicht', section: 'companyProfessionals', to: hrefFor('companyProfessionals') },
      {
        label: 'Mutaties',
        section: 'companyProfessionalMutations',
        to: hrefFor('companyProfessionalMutations'),
      },
      {
        label: 'Praktijkprogramma',
        section: 'companyPracticalPrograms',
        to: hrefFor('companyPracticalProgramsOverview'),
      },
      {
        label: 'Scholingsregister Zoeken',
        section: 'companyEducationsRegisterSearch',
        to: hrefFor('companyEducationsRegisterSearch'),
      },
    ],
  },
  {
    label: 'Organisatie',
    entries: [
      { label: 'Mijn profiel', section: 'accountProfile', to: hrefFor('profileOverview') },
      { label: 'Organisatieprofiel', section: 'companyProfile', to: hrefFor('companyProfile') },
      { label: 'Contactpersonen', section: 'companyEmployees', to: hrefFor('companyEmployees') },
      { label: 'Facturen', section: 'companyInvoices', to: hrefFor('companyInvoices') },
    ],
  },
];

const EDUCATOR_MENU: DrawerGroup[] = [
  {
    label: 'Accreditaties',
    entries: [
      { label: 'Informatie', section: 'accreditationsInformation', to: hrefFor('accreditationsInformation') },
      { label: 'Overzicht', section: 'accreditationsOverview', to: hrefFor('accreditationsOverview') },
      { label: 'Aanvragen', section: 'accreditationsRequest', to: hrefFor('accreditationsRequest') },
    ],
  },
  {
    label: 'Digitale certificaten',
    entries: [{ label: 'Punten invoeren', section: 'submitPoints', to: hrefFor('submitPoints') }],
  },
  {
    label: 'Organisatie',
    entries: [
      { label: 'Organisatieprofiel', section: 'educatorProfile', to: hrefFor('educatorProfile') },
      { label: 'Opleidingsmedewerkers', section: 'educatorEmployees', to: hrefFor('educatorEmployees') },
      { label: 'Facturen', section: 'educatorInvoices', to: hrefFor('educatorInvoices') },
    ],
  },
];

export const DRAWER_MENUS: Record<UserType, DrawerGroup[]> = {
  professional: PROFESSIONAL_MENU,
  companyEmployee: COMPANY_MENU,
  educatorEmployee: EDUCATOR_MENU,
};
