/**
 * Test helper: renders a screen inside the props the host passes, with a fake client whose answers
 * the test gives per operation name. An answer is the `data`, or `{ errors }` for GraphQL errors
 * (the host's client uses error policy 'all', so they come back in the result, not thrown).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type Navigator,
} from '@portal/shared/router';
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { RemoteScreenProps } from '@portal/shared/contract';
import type { RouteName } from '@portal/shared/routes';
import { RemotePropsContext } from '@portal/shared/remote';
import { EMPTY_SESSION, INITIAL_PORTAL_STATE, type PortalSessionData } from '@portal/shared/session';

export type FakeAnswer = Record<string, unknown> | { errors: GraphQLFormattedError[] } | Error;
export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer;

export interface RenderScreenOptions {
  screen?: RouteName;
  /** The URL the screen opens on (its router is a memory router). */
  path?: string;
  params?: Record<string, string | undefined>;
  query?: Record<string, string>;
  session?: Partial<PortalSessionData>;
  answers?: Record<string, FakeHandler>;
}

function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : '';
}

/** A 422 answer as the api sends it. */
export function validationAnswer(validation: Record<string, string[]>): FakeAnswer {
  return { errors: [{ message: 'Validation failed', extensions: { code: 422, validation } }] };
}

export function createFakeClient(answers: Record<string, FakeHandler>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  /** Operations sent to the public endpoint (`context.public`), in call order. */
  const publicCalls: string[] = [];
  const answer = async (
    document: DocumentNode,
    variables: Record<string, unknown> = {},
    context: { public?: boolean } = {},
  ) => {
    const operation = operationName(document);
    calls.push({ operation, variables });
    if (context.public) publicCalls.push(operation);
    const handler = answers[operation];
    if (!handler) throw new Error(`No fake answer for ${operation}`);
    const result = handler(variables);
    if (result instanceof Error) throw result;
    if ('errors' in result && Array.isArray(result.errors)) {
      const errors = result.errors as GraphQLFormattedError[];
      return { data: undefined, error: new CombinedGraphQLErrors({ errors }) };
    }
    return { data: result };
  };
  const client = {
    mutate: jest.fn(
      (options: { mutation: DocumentNode; variables?: Record<string, unknown>; context?: object }) =>
        answer(options.mutation, options.variables, options.context),
    ),
    query: jest.fn(
      (options: { query: DocumentNode; variables?: Record<string, unknown>; context?: object }) =>
        answer(options.query, options.variables, options.context),
    ),
  };
  return { client: client as unknown as ApolloClient, calls, publicCalls };
}

/** Where the screen's router is now: tests read navigations from it. */
interface RouterState {
  location: Location | null;
  navigationType: string | null;
}

function RouterProbe({ state }: { state: RouterState }) {
  state.location = useLocation();
  state.navigationType = useNavigationType();
  return null;
}

export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { client, calls, publicCalls } = createFakeClient(options.answers ?? {});
  const router: RouterState = { location: null, navigationType: null };
  const navigation = {
    loggedIn: jest.fn(async () => undefined),
    logout: jest.fn(async () => true),
    reinitialize: jest.fn(async () => undefined),
  };
  const session = { ...EMPTY_SESSION, ...options.session };
  const props: RemoteScreenProps = {
    screen: options.screen ?? 'login',
    params: options.params ?? {},
    query: options.query ?? {},
    portal: { ...INITIAL_PORTAL_STATE, status: 'initialized', sessionStatus: 'initialized', session },
    client,
    navigation,
    // The screen's hooks run on the MemoryRouter below; these are what the host would pass the parcel.
    location: { pathname: options.path ?? '/', search: '', hash: '', state: null, key: 'default' },
    navigator: {} as Navigator,
    onError: jest.fn(),
  };
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <RouterProbe state={router} />
      <RemotePropsContext.Provider value={props}>{ui}</RemotePropsContext.Provider>
    </MemoryRouter>,
  );
  /** The path the screen navigated to, and whether it replaced the history entry. */
  const currentPath = () => router.location?.pathname;
  const navigationType = () => router.navigationType;
  return { ...result, calls, publicCalls, navigation, client, currentPath, navigationType };
}
