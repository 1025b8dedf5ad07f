// The host's place in the federation: it loads no remote at build time (the manifests come from
// /config.js at run time) and provides the federation runtime the remotes share.
module.exports = {
  federationName: 'portal_host',
};
