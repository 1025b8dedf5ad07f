import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { startClientQuery } from '@portal/shared/data';
import type { RouteName } from '@portal/shared/routes';
import { DASHBOARD_EMPLOYER_LINKS } from '../features/dashboard/api/employer-link-requests-query';
import { PROFESSIONAL_DASHBOARD_QUERY } from '../features/dashboard/api/professional-dashboard-query';
import { DIPLOMA_OPTIONS_QUERY } from '../features/registration/api/diploma-options';
import { MY_DIPLOMAS_QUERY } from '../features/registration/api/my-diplomas';
import { REGISTRATION_CHOICES_QUERY } from '../features/registration/api/registration-choices';
import { REGISTRATION_ITEM_QUERY } from '../features/registration/api/registration-item';
import SCREEN_READ_LIST from './screen-reads.json';

/**
 * A read a screen does on its first render, by operation name, with the route parameters that are its
 * variables (one variable per parameter, same name); without one of them the screen does not do it.
 */
export interface ScreenReadSpec {
  operation: string;
  params?: string[];
}

/** A read as the screen's hook does it: its document and variables. */
interface ScreenRead {
  query: DocumentNode;
  variables: OperationVariables;
}

type Params = RemoteScreenProps['params'];

/**
 * The reads each screen does first, by route (screen-reads.json): the parcel starts them as it mounts,
 * while the screen's chunk is still on its way (decision 0013), and the build writes the same list,
 * with each operation's text, into screen-chunks.json, so main.js sends them even earlier, beside
 * portalInitQuery (decision 0020). The overview's: its own and the employers' link requests it shows
 * beside it (through the client they would load Apollo's code on the first screen, decision 0026).
 * Only reads the screen does as it mounts: a read listed that the
 * screen no longer does costs one request, a missing one only the head start. The registration
 * wizard's: the application (when the address names one), the choices, and the diploma step's two
 * (the screen holds them so a retry keeps the wizard); started together, they go in one batch.
 */
export const SCREEN_READS: Partial<Record<RouteName, readonly ScreenReadSpec[]>> = SCREEN_READ_LIST;

/** The documents of the listed reads, by operation name. */
const DOCUMENTS: Record<string, DocumentNode> = {
  professionalDashboardQuery: PROFESSIONAL_DASHBOARD_QUERY,
  dashboardEmployerLinks: DASHBOARD_EMPLOYER_LINKS,
  registrationItemQuery: REGISTRATION_ITEM_QUERY,
  registrationChoicesQuery: REGISTRATION_CHOICES_QUERY,
  myDiplomasQuery: MY_DIPLOMAS_QUERY,
  diplomaOptionsQuery: DIPLOMA_OPTIONS_QUERY,
};

/** A screen's first reads for these route parameters. */
export function screenReadsOf(screen: RouteName, params: Params): ScreenRead[] {
  return (SCREEN_READS[screen] ?? []).flatMap(({ operation, params: names = [] }) => {
    const query = DOCUMENTS[operation];
    if (!query || names.some((name) => !params[name])) return [];
    return [{ query, variables: Object.fromEntries(names.map((name) => [name, params[name]])) }];
  });
}

/** Starts the reads of the screen the host asks for; the screen's hooks take them over. */
export function startScreenReads({
  screen,
  params,
  client,
}: Pick<RemoteScreenProps, 'screen' | 'params' | 'client'>): void {
  for (const { query, variables } of screenReadsOf(screen, params))
    startClientQuery(client as ApolloClient, query, variables);
}
