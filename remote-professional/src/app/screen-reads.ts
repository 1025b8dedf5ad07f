import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { startClientQuery } from '@portal/shared/data';
import type { RouteName } from '@portal/shared/routes';
import { PROFESSIONAL_DASHBOARD_QUERY } from '../features/dashboard/api/professional-dashboard-query';
import { DIPLOMA_OPTIONS_QUERY } from '../features/registration/api/diploma-options';
import { MY_DIPLOMAS_QUERY } from '../features/registration/api/my-diplomas';
import { REGISTRATION_CHOICES_QUERY } from '../features/registration/api/registration-choices';
import { REGISTRATION_ITEM_QUERY } from '../features/registration/api/registration-item';

/** A read a screen does on its first render: its document and variables, exactly as the screen's hook. */
interface ScreenRead {
  query: DocumentNode;
  variables: OperationVariables;
}

type Params = RemoteScreenProps['params'];

/**
 * The registration wizard's reads as it mounts: the application (when the address names one), the
 * choices, and the diploma step's two (the screen holds them so a retry keeps the wizard). Started
 * together, the host's client sends them in one batch.
 */
const registrationReads = (params: Params): ScreenRead[] => [
  ...(params.uuid ? [{ query: REGISTRATION_ITEM_QUERY, variables: { uuid: params.uuid } }] : []),
  { query: REGISTRATION_CHOICES_QUERY, variables: {} },
  { query: MY_DIPLOMAS_QUERY, variables: {} },
  { query: DIPLOMA_OPTIONS_QUERY, variables: {} },
];

/**
 * The reads each screen does first, by route: the parcel starts them as it mounts, while the screen's
 * chunk is still on its way (decision 0013). Only reads the screen does as it mounts; a read
 * listed here that the screen no longer does costs one request, a missing one only the head start.
 */
export const SCREEN_READS: Partial<Record<RouteName, (params: Params) => ScreenRead[]>> = {
  dashboard: () => [{ query: PROFESSIONAL_DASHBOARD_QUERY, variables: {} }],
  registration: registrationReads,
  registrationForm: registrationReads,
};

/** Starts the reads of the screen the host asks for; the screen's hooks take them over. */
export function startScreenReads({
  screen,
  params,
  client,
}: Pick<RemoteScreenProps, 'screen' | 'params' | 'client'>): void {
  for (const { query, variables } of SCREEN_READS[screen]?.(params) ?? [])
    startClientQuery(client as ApolloClient, query, variables);
}
