/**
 * Runs the mutations of a submit in label groups: the mutations of one group in parallel, the groups one
 * after the other, and nothing after the first group in which any mutation failed.
 */
import { BatchMutationError } from './form-errors';

export type BatchedMutation = () => Promise<unknown>;

export interface MutationGroup {
  label: string;
  mutations: readonly BatchedMutation[];
}

export interface BatchedMutationsResult {
  /** Results per group label, in the order the groups ran. */
  results: Record<string, unknown[]>;
}

/**
 * The errors a mutation result carries: `errors` (a GraphQL response) or `error` (Apollo Client 4 with
 * errorPolicy 'all').
 */
export function mutationResultErrors(result: unknown): unknown[] {
  if (result === null || typeof result !== 'object') return [];
  const errors: unknown[] = [];
  if ('errors' in result && Array.isArray(result.errors)) errors.push(...(result.errors as unknown[]));
  if ('error' in result && result.error) errors.push(result.error);
  return errors;
}

export async function runBatchedMutations(groups: readonly MutationGroup[]): Promise<BatchedMutationsResult> {
  const results: Record<string, unknown[]> = {};
  for (const group of groups) {
    const settled = await Promise.allSettled(group.mutations.map((mutation) => mutation()));
    const errors: unknown[] = [];
    const groupResults: unknown[] = [];
    for (const outcome of settled) {
      if (outcome.status === 'rejected') {
        errors.push(outcome.reason);
      } else {
        groupResults.push(outcome.value);
        errors.push(...mutationResultErrors(outcome.value));
      }
    }
    if (errors.length > 0) throw new BatchMutationError(group.label, errors);
    results[group.label] = [...(results[group.label] ?? []), ...groupResults];
  }
  return { results };
}

/** Groups labelled mutations by label, keeping the order in which each label first appears. */
export function groupMutationsByLabel(
  mutations: readonly { label: string; mutation: BatchedMutation }[],
): MutationGroup[] {
  const groups = new Map<string, BatchedMutation[]>();
  for (const { label, mutation } of mutations) {
    const group = groups.get(label) ?? [];
    group.push(mutation);
    groups.set(label, group);
  }
  return [...groups].map(([label, list]) => ({ label, mutations: list }));
}
