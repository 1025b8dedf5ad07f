// antd's style modules pass their style functions and component tokens to genStyleHooks,
// genSubStyleComponent and genComponentStyleHook; in the apps' builds those hooks compute nothing
// (runtime/gen-style-utils.js: the styles are static CSS, docs/decisions/0014). Only the component's
// name is kept as argument, so the functions, and what only they import (the color picker through the
// button's tokens, antd's style mixins, @ant-design/cssinjs's helpers), become unused and webpack leaves
// them out.
const acorn = require('acorn');

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/** Every call of a style hook factory in the parsed module, depth first. */
function styleHookCalls(node, calls = []) {
  if (!node || typeof node.type !== 'string') return calls;
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    STYLE_HOOK_FACTORIES.has(node.callee.name)
  ) {
    calls.push(node);
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => styleHookCalls(child, calls));
    else if (value && typeof value === 'object') styleHookCalls(value, calls);
  }
  return calls;
}

/** The module's source with every style hook factory called with its first argument only. */
function stripStyleFunctions(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const calls = styleHookCalls(program).filter((call) => call.arguments.length > 1);
  // A call inside another's arguments goes with them.
  const outermost = calls.filter(
    (call) => !calls.some((other) => other !== call && other.start <= call.start && call.end <= other.end),
  );
  const cuts = outermost.map((call) => [call.arguments[0].end, call.arguments.at(-1).end]);
  // From the end, so earlier offsets stay valid.
  let stripped = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    stripped = stripped.slice(0, start) + stripped.slice(end);
  }
  return stripped;
}

module.exports = { stripStyleFunctions };
