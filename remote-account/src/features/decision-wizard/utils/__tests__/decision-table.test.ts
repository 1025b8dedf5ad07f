import { DECISION_TABLE, EDUCATION_LEVELS, LEVEL_START } from '../decision-table';

/** Every advice reachable from a node, walking all answers. */
function reachableAdvice(start: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(start)) return found;
  seen.add(start);
  const node = DECISION_TABLE[start];
  if (!node) throw new Error(`Unknown node ${start}`);
  if (node.kind === 'advice') return found.add(start);
  for (const option of node.options) for (const id of reachableAdvice(option.next, seen)) found.add(id);
  return found;
}

describe('decision table', () => {
  it('points every answer at a known node', () => {
    for (const node of Object.values(DECISION_TABLE)) {
      if (node.kind === 'question')
        for (const option of node.options) expect(DECISION_TABLE[option.next]).toBeDefined();
    }
  });

  it.each(EDUCATION_LEVELS)('reaches an advice from level %s', (level) => {
    expect(reachableAdvice(LEVEL_START[level]).size).toBeGreaterThan(0);
  });

  it('advises registration only with a chamber and target', () => {
    for (const node of Object.values(DECISION_TABLE)) {
      if (node.kind === 'advice' && node.outcome === 'register') {
        expect(node.chamber).toBeTruthy();
        expect(node.target).toBeTruthy();
      }
    }
  });
});
