/** Mutations with an `isDraft` variable get 1 when saving as draft and 0 otherwise (SPEC section 7). */
export function isDraftVariable(isDraft: boolean): 1 | 0 {
  return isDraft ? 1 : 0;
}

export function withDraftVariable<Variables extends object>(
  variables: Variables,
  isDraft: boolean,
): Variables & { isDraft: 1 | 0 } {
  return { ...variables, isDraft: isDraftVariable(isDraft) };
}
