// This remote's place in the federation: its scope name and the one entry it exposes (its parcel).
module.exports = {
  federationName: 'portal_educator',
  exposes: { './parcel': './src/parcel.ts' },
};
