// This remote's place in the federation: its scope name and the one entry it exposes (its parcel).
module.exports = {
  federationName: require('@portal/shared/remotes.json').educator.scope,
  exposes: { './parcel': './src/parcel.ts' },
};
