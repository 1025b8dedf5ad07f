import type { ScreenFirstReads } from '@portal/shared/data';
import { lazyScreen, type RemoteScreenMap } from '@portal/shared/remote';
import { DASHBOARD_EMPLOYER_LINKS } from '../features/dashboard/api/employer-link-requests-query';
import { PROFESSIONAL_DASHBOARD_QUERY } from '../features/dashboard/api/professional-dashboard-query';
import { DIPLOMA_OPTIONS_QUERY } from '../features/registration/api/diploma-options';
import { MY_DIPLOMAS_QUERY } from '../features/registration/api/my-diplomas';
import { REGISTRATION_CHOICES_QUERY } from '../features/registration/api/registration-choices';
import { REGISTRATION_ITEM_QUERY } from '../features/registration/api/registration-item';
import { RE_REGISTRATION } from '../features/re-registration/api/re-registration-query';
import { MY_REGISTRATION_CARD } from '../features/registration-card/api/my-registration-card-query';
import { VOG_RECORDS } from '../features/vog/api/vog-records-query';

/**
 * Screens of this remote by route name of SPEC section 2, each loaded with its own chunk named
 * `screen-<route name>`: the host preloads a route's screen by that name (screen-chunks.json).
 */
export const professionalScreens: RemoteScreenMap = {
  dashboard: lazyScreen(
    () =>
      import(/* webpackChunkName: "screen-dashboard" */ '../features/dashboard/components/dashboard-screen'),
  ),
  myRegistrationCard: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-myRegistrationCard" */ '../features/registration-card/components/my-registration-card-screen'
      ),
  ),
  registrationCard: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-registrationCard" */ '../features/registration-card/components/public-registration-card-screen'
      ),
  ),
  registration: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-registration" */ '../features/registration/components/registration-screen'
      ),
  ),
  registrationForm: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-registrationForm" */ '../features/registration/components/registration-screen'
      ),
  ),
  rejectedRegistration: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-rejectedRegistration" */ '../features/registration/components/rejected-registration-screen'
      ),
  ),
  reRegistration: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-reRegistration" */ '../features/re-registration/components/re-registration-screen'
      ),
  ),
  reRegistrationNipNvo: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-reRegistrationNipNvo" */ '../features/nip-nvo-proof/components/nip-nvo-proof-screen'
      ),
  ),
  activityCreate: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-activityCreate" */ '../features/re-registration/components/activity-create-screen'
      ),
  ),
  activityForm: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-activityForm" */ '../features/re-registration/components/activity-form-screen'
      ),
  ),
  activityFormChild: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-activityFormChild" */ '../features/re-registration/components/sub-activity-screen'
      ),
  ),
  delayReRegistrationIndex: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-delayReRegistrationIndex" */ '../features/deferral/components/deferral-index-screen'
      ),
  ),
  delayReRegistrationCreate: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-delayReRegistrationCreate" */ '../features/deferral/components/deferral-request-screen'
      ),
  ),
  branchSwitchRequest: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-branchSwitchRequest" */ '../features/switch-request/components/branch-switch-screen'
      ),
  ),
  targetSwitchRequest: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-targetSwitchRequest" */ '../features/switch-request/components/target-switch-screen'
      ),
  ),
  disciplinaryMeasures: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-disciplinaryMeasures" */ '../features/disciplinary-measures/components/disciplinary-measures-screen'
      ),
  ),
  reenterRequest: lazyScreen(
    () =>
      import(/* webpackChunkName: "screen-reenterRequest" */ '../features/reenter/components/reenter-screen'),
  ),
  reenterRequestRejected: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-reenterRequestRejected" */ '../features/reenter/components/reenter-rejected-screen'
      ),
  ),
  trainingAdviceCreate: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-trainingAdviceCreate" */ '../features/training-advice/components/training-advice-start-screen'
      ),
  ),
  trainingAdviceForm: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-trainingAdviceForm" */ '../features/training-advice/components/training-advice-form-screen'
      ),
  ),
  completeTrainingAdvice: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-completeTrainingAdvice" */ '../features/training-advice/components/complete-training-advice-screen'
      ),
  ),
  vog: lazyScreen(() => import(/* webpackChunkName: "screen-vog" */ '../features/vog/components/vog-screen')),
  invoices: lazyScreen(
    () => import(/* webpackChunkName: "screen-invoices" */ '../features/invoices/components/invoices-screen'),
  ),
  'direct-debit-mandate': lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-direct-debit-mandate" */ '../features/direct-debit/components/direct-debit-screen'
      ),
  ),
  employerLinks: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-employerLinks" */ '../features/employer-links/components/employer-links-screen'
      ),
  ),
  // 'Bekijk oud dossier' in the drawer opens legacyAuthentication; for a professional it is this view.
  legacyAuthentication: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "screen-legacyAuthentication" */ '../features/old-dossier/components/old-dossier-screen'
      ),
  ),
};

/**
 * The reads each screen does first (ScreenFirstReads of @portal/shared/data): the parcel starts them as
 * it mounts, while the screen's chunk is still on its way (decision 0013), and the build writes them,
 * with each operation's text, into screen-chunks.json, so main.js sends them even earlier (decision
 * 0020). The overview's: its own and the employers' link requests it shows beside it (through the client
 * they would load Apollo's code on the first screen, decision 0026). The wizard's, started together, go
 * in one batch (the screen holds them so a retry keeps the wizard). Entries are a document or
 * [document, ...route parameters]; each document is imported from its own module (the build reads its
 * operation's name there). Herregistratie's is the open round's (no uuid, no variables): a decided
 * round's address (/herregistratie/{uuid}) reads by uuid and leaves that one unused, a request that
 * the rare visit there pays for the common one's head start (issue 42's busy pages).
 */
export const professionalFirstReads: ScreenFirstReads = {
  dashboard: [PROFESSIONAL_DASHBOARD_QUERY, DASHBOARD_EMPLOYER_LINKS],
  registration: [
    [REGISTRATION_ITEM_QUERY, 'uuid'],
    REGISTRATION_CHOICES_QUERY,
    MY_DIPLOMAS_QUERY,
    DIPLOMA_OPTIONS_QUERY,
  ],
  registrationForm: [
    [REGISTRATION_ITEM_QUERY, 'uuid'],
    REGISTRATION_CHOICES_QUERY,
    MY_DIPLOMAS_QUERY,
    DIPLOMA_OPTIONS_QUERY,
  ],
  reRegistration: [RE_REGISTRATION],
  myRegistrationCard: [MY_REGISTRATION_CARD],
  vog: [VOG_RECORDS],
};
