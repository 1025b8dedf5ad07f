/**
 * The host offers every stateful shared module, also the ones only remotes run (the data hooks, the
 * parcel and its props context, dayjs with the locale and plugin the remotes' date fields and rules
 * use; the host itself shows dates without dayjs): their one instance in the page is then the host's,
 * and the host can tell before a remote runs whether it serves the version that remote was built
 * against (docs/decisions/0008-versions-per-shared-package.md). These imports are never called; they
 * make the build register the host's copies in the share scope, as chunks that load only when a remote
 * asks.
 */
export const statefulModulesOnlyRemotesRun = {
  data: () => import('@portal/shared/data'),
  remote: () => import('@portal/shared/remote'),
  dayjs: () => import('dayjs'),
  dayjsDutch: () => import('dayjs/locale/nl'),
  dayjsCustomParseFormat: () => import('dayjs/plugin/customParseFormat'),
};
