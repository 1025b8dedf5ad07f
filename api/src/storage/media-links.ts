/**
 * The signed download link of a media row for whoever is looking: only stored files get one, and
 * only for their owner (or staff looking along in the owner's account, which is the same user).
 */
import type { GraphQLContext } from '../context';
import type { MediaFileRow } from '../db/queries/media-files';
import { signFileUrl } from './signed-urls';

export function signedUrlFor(context: GraphQLContext, media: MediaFileRow): string | null {
  const viewer = context.state.session?.user;
  if (!viewer || !media.storageKey) return null;
  if (media.ownerUserId !== viewer.id && viewer.userType !== 'staff') return null;
  return signFileUrl(context.config.apiPublicUrl, context.state.services.appKey, media.id, viewer.id);
}
