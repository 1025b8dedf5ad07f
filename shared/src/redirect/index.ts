export { safePortalPath, safePortalUrl } from './safe-redirect';
