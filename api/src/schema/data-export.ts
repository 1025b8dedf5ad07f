/**
 * 'Mijn gegevens downloaden' (issue 41, the AVG's right of access): `myDataExport` (the user's latest
 * export, polled by the profile overview while it is built) and `requestDataExport` (one in progress
 * at a time, `EXPORTS_PER_DAY` a day). The ZIP is built after the answer (jobs/data-exports.ts) and
 * downloaded at `/files/exports/{id}` with the session (http/data-export-route.ts).
 */
import { audit } from '../audit/audit-context';
import { builder } from '../builder';
import {
  EXPORT_VALID_DAYS,
  EXPORTS_PER_DAY,
  latestDataExportOf,
  requestDataExport,
  type DataExportRow,
} from '../db/queries/data-exports';
import { afterResponse } from '../http/after-response';
import { buildPendingExports, DATA_EXPORT_PATH } from '../jobs/data-exports';
import { signedInUser } from './action-result';

export const DATA_EXPORT_MESSAGES = {
  QUEUED: `We zetten je gegevens klaar. Dit kan enkele minuten duren; je krijgt een e-mail zodra je ze kunt downloaden. De download blijft ${EXPORT_VALID_DAYS} dagen beschikbaar.`,
  IN_PROGRESS: 'We zijn je gegevens al aan het klaarzetten. Wacht tot deze download klaar is.',
  LIMIT: `Je kunt je gegevens ${EXPORTS_PER_DAY} keer per 24 uur laten klaarzetten. Probeer het later opnieuw of gebruik de download die al klaarstaat.`,
} as const;

const DataExportRef = builder.objectRef<DataExportRow>('DataExport').implement({
  description: "A user's export of everything the portal holds about them (a ZIP).",
  fields: (t) => ({
    uuid: t.exposeString('id'),
    status: t.string({
      description: "'queued', 'running', 'ready', 'failed' or 'expired' (past its date).",
      resolve: (row) =>
        row.status === 'ready' && row.expiresAt && row.expiresAt <= new Date() ? 'expired' : row.status,
    }),
    progress: t.exposeInt('progress', { description: 'Per cent done, 0 to 100.' }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime' }),
    readyAt: t.expose('readyAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    sizeBytes: t.exposeInt('sizeBytes', { nullable: true }),
    downloadUrl: t.string({
      nullable: true,
      description: 'Same-origin path of the ZIP while it is ready; only its owner gets it.',
      resolve: (row) =>
        row.status === 'ready' && row.expiresAt && row.expiresAt > new Date()
          ? `${DATA_EXPORT_PATH}/${row.id}`
          : null,
    }),
  }),
});

interface RequestResult {
  status: string;
  message: string;
  dataExport: DataExportRow | null;
}

const DataExportRequestResultRef = builder.objectRef<RequestResult>('DataExportRequestResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { description: "'QUEUED', 'IN_PROGRESS' or 'LIMIT'." }),
    message: t.exposeString('message'),
    dataExport: t.field({ type: DataExportRef, nullable: true, resolve: (answer) => answer.dataExport }),
  }),
});

builder.queryField('myDataExport', (t) =>
  t.field({
    type: DataExportRef,
    nullable: true,
    authScopes: { portalUser: true },
    description: "The signed-in user's latest export, or null.",
    resolve: (_root, _args, context) => latestDataExportOf(context.db, signedInUser(context).id),
  }),
);

builder.mutationField('requestDataExport', (t) =>
  t.field({
    type: DataExportRequestResultRef,
    authScopes: { portalUser: true },
    resolve: async (_root, _args, context) => {
      const user = signedInUser(context);
      const outcome = await requestDataExport(context.db, user.id);
      audit(context, {
        event: 'data_export_request',
        outcome: outcome.status === 'QUEUED' ? 'requested' : 'refused',
        target: user.email,
        details: {
          status: outcome.status,
          ...('row' in outcome && outcome.row ? { exportId: outcome.row.id } : {}),
        },
      });
      // Built right after the answer, here; should this process die, the scheduled job builds it.
      if (outcome.status === 'QUEUED')
        afterResponse(context.state, async () => {
          await buildPendingExports(context.state.services);
        });
      return {
        status: outcome.status,
        message: DATA_EXPORT_MESSAGES[outcome.status],
        dataExport: 'row' in outcome ? outcome.row : null,
      };
    },
  }),
);
