/**
 * Memoised reads of one professional's records for the duration of one operation: the detail
 * fields, sections, policies and dashboard all ask for the same registrations.
 */
import { remember, type GraphQLContext } from '../context';
import { findProfessionalByUserId, type ProfessionalRow } from '../db/queries/accounts';
import { loadProfessionalFile } from '../db/queries/professional-file';
import { latestTrainingAdvice, requestsOfProfessional } from '../db/queries/professional-records';
import {
  cachedTargets,
  loadBranches,
  loadReenterTypes,
  loadRegistrations,
} from '../db/queries/registrations';
import type { RequestKind } from '../db/schema';
import type { ProfessionalFacts } from '../domain/portal-access';
import {
  findApprovedRegistration,
  findCurrentItem,
  findReRegistrationRound,
  findLastRejectedItem,
  findOpenRegistration,
  hasLapsedRegistration,
} from '../domain/registration-file';
import { todayInNetherlands } from '../domain/dates';
import type { RegistrationStatus } from '../domain/statuses';

export function professionalOfUser(context: GraphQLContext, userId: string): Promise<ProfessionalRow | null> {
  return remember(context, `professional:${userId}`, () => findProfessionalByUserId(context.db, userId));
}

/**
 * Reads the professional with their registrations, latest training advice and requests in one
 * statement, and hands the parts to the loaders below, so an operation that needs several of them
 * (portalInit, the dashboard) makes one round trip instead of six (issue 8). Remembered like the other
 * loaders: the fields of one operation that call it share the one read. For queries only: a mutation
 * reads its records after its write, through the separate loaders.
 */
export function preloadProfessionalFile(
  context: GraphQLContext,
  userId: string,
): Promise<ProfessionalRow | null> {
  const professional = remember(context, `professional:${userId}`, async () => {
    const file = await loadProfessionalFile(context.db, userId);
    if (!file) return null;
    const id = file.professional.id;
    const provide = (name: string, value: unknown) => {
      if (!context.memo.has(`${name}:${id}`)) context.memo.set(`${name}:${id}`, Promise.resolve(value));
    };
    provide('registrations', file.registrations);
    provide('trainingAdvice', file.trainingAdvice);
    provide('requests', file.requests);
    return file.professional;
  });
  // Callers may start it without awaiting it: the resolvers that await it see a failure, and nothing
  // else may turn it into an unhandled rejection.
  professional.catch(() => undefined);
  return professional;
}

export function registrationsOf(context: GraphQLContext, professionalId: string) {
  return remember(context, `registrations:${professionalId}`, () =>
    loadRegistrations(context.db, professionalId),
  );
}

export function targets(context: GraphQLContext) {
  return remember(context, 'targets', () => cachedTargets(context.db));
}

export async function targetById(context: GraphQLContext, id: string | null) {
  if (!id) return null;
  return (await targets(context)).find((target) => target.id === id) ?? null;
}

export function latestRequestOf(
  context: GraphQLContext,
  professionalId: string,
  kind: RequestKind,
  status?: RegistrationStatus,
) {
  // portalInit asks for four of these (issue 8): one read of all requests, filtered here.
  return remember(context, `request:${professionalId}:${kind}:${status ?? 'any'}`, async () => {
    const requests = await remember(context, `requests:${professionalId}`, () =>
      requestsOfProfessional(context.db, professionalId),
    );
    return (
      requests.find((request) => request.kind === kind && (!status || request.status === status)) ?? null
    );
  });
}

export function trainingAdviceOf(context: GraphQLContext, professionalId: string) {
  return remember(context, `trainingAdvice:${professionalId}`, () =>
    latestTrainingAdvice(context.db, professionalId),
  );
}

export async function professionalFacts(
  context: GraphQLContext,
  professional: ProfessionalRow,
): Promise<ProfessionalFacts> {
  const [registrations, allTargets, advice, reenter, branchSwitch, targetSwitch] = await Promise.all([
    registrationsOf(context, professional.id),
    targets(context),
    trainingAdviceOf(context, professional.id),
    latestRequestOf(context, professional.id, 'reenter'),
    latestRequestOf(context, professional.id, 'branchSwitch'),
    latestRequestOf(context, professional.id, 'targetSwitch'),
  ]);
  const approved = findApprovedRegistration(registrations);
  const current = approved ? findCurrentItem(approved, todayInNetherlands()) : null;
  const branch = allTargets.find((target) => target.id === current?.registrationTargetId)?.branchValue;
  return {
    hasOpenRegistration: findOpenRegistration(registrations) !== null,
    hasApprovedRegistration: approved !== null,
    hasReRegistrationRound: approved !== null && findReRegistrationRound(approved) !== null,
    hasRejectedItem: findLastRejectedItem(registrations) !== null,
    hasLapsedRegistration: hasLapsedRegistration(registrations),
    hasOldDossier: professional.hasOldDossier,
    canSwitchToPostmaster: allTargets.some((target) => target.isPostmaster && target.branchValue === branch),
    trainingAdviceStatus: advice?.status ?? null,
    reenterRequestStatus: reenter?.status ?? null,
    hasBranchSwitchRequest: branchSwitch !== null,
    hasTargetSwitchRequest: targetSwitch !== null,
  };
}

export async function branchOption(context: GraphQLContext, value: string | null) {
  if (!value) return null;
  const branches = await remember(context, 'branches', () => loadBranches(context.db));
  const branch = branches.find((row) => row.value === value);
  return branch ? { value: branch.value, label: branch.label } : null;
}

export async function reenterTypeOption(context: GraphQLContext, value: string | null) {
  if (!value) return null;
  const types = await remember(context, 'reenterTypes', () => loadReenterTypes(context.db));
  const type = types.find((row) => row.value === value);
  return type ? { value: type.value, label: type.label } : null;
}
