/** Uploaded files (`medias { nodes { ... } }` on items, requests and diplomas). */
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { signedUrlFor } from '../storage/media-links';
import { mediasOf, type MediaOwner, type MediaRow } from '../db/queries/professional-records';

export const MediaRef = builder.objectRef<MediaRow>('Media').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    filename: t.exposeString('filename'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    customProperties: t.expose('customProperties', { type: 'JSON' }),
    signedUrl: t.string({
      nullable: true,
      description: 'A download link valid for 10 minutes, issued to the signed-in viewer of the file.',
      resolve: (media, _args, context) => signedUrlFor(context, media),
    }),
  }),
});

export const MediaConnectionRef = builder.objectRef<MediaRow[]>('MediaConnection').implement({
  fields: (t) => ({
    nodes: t.field({ type: [MediaRef], resolve: (rows) => rows }),
  }),
});

export function loadMedias(context: GraphQLContext, owner: MediaOwner, id: string): Promise<MediaRow[]> {
  return mediasOf(context.db, owner, id);
}
