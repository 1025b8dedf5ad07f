// Stands in for @ant-design/cssinjs's hooks/useCSSVarRegister in the apps' builds (docs/decisions/0014):
// the components' CSS variables are in the static CSS the build rendered, so nothing is computed or
// written at run time. antd's hooks only read the key (the class the variables are scoped to).
export const CSS_VAR_PREFIX = 'cssVar';

export default function useCSSVarRegister(config) {
  return [undefined, '', '', config.key];
}

/** Server-side extraction of the original: there is nothing to extract. */
export const extract = () => null;
