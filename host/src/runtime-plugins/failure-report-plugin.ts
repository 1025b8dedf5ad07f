import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records which remote failed at which lifecycle stage. It returns nothing, so `loadRemote` still
 * rejects and the host's reload-once logic decides what the user sees (a module returned here would
 * become loadRemote's result, STACK.md trap 2; the hook also fires twice per failure).
 */
export function failureReportPlugin(
  report: (id: string, lifecycle: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-failure-report-plugin',
    errorLoadRemote({ id, lifecycle }) {
      report(id, lifecycle);
      return undefined;
    },
  };
}
