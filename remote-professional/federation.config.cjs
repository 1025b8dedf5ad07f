// This remote's place in the federation: its scope name and the one entry it exposes (its parcel).
module.exports = {
  federationName: require('@portal/shared/remotes.json').professional.scope,
  exposes: { './parcel': './src/parcel.ts' },
  // It loads no other remote at build time (the factory gives it none), so the bundler runtime's code for
  // remote modules is left out of remoteEntry.js: 1.7 KB, 0.6 KB gzip of its 10 KB budget
  // (docs/decisions/0003, "Later (issue 38)"). The runtime core the host provides keeps loadRemote.
  federationOptimization: { disableRemote: true },
};
