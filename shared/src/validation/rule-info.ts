import { parseRule } from './parse-rules';
import { findRule } from './rules';

/**
 * Whether a rule (`required_if:type,1` or just its name) belongs to the required family that a
 * draft drops for empty fields. `always_required` does not: it holds for drafts too.
 */
export function isRequiredFamily(rule: string): boolean {
  return findRule(parseRule(rule).name)?.requiredFamily === true;
}
