/**
 * Builds the ZIPs of 'Mijn gegevens downloaden' (issue 41) in the background: started right after
 * a request in the process that took it, and by the scheduled job in any process (a request whose
 * process died, an export whose builder crashed). Each export is claimed by one process at a time
 * (db/queries/data-exports.ts claimNextExport), so with several api processes each is built and
 * mailed once. The ZIP holds one JSON file per topic (db/queries/personal-data.ts) and the user's
 * stored files; zipped with fflate (docs/decisions/0031-data-export-zip.md).
 */
import { randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { formatDate } from '@portal/shared/format';
import type { AppServices } from '../context';
import {
  claimNextExport,
  EXPORT_VALID_DAYS,
  expireOldExports,
  markExportFailed,
  markExportReady,
  reportProgress,
  type DataExportRow,
} from '../db/queries/data-exports';
import { PERSONAL_DATA_TOPICS, personalDataTopic, personalFiles } from '../db/queries/personal-data';
import { compose } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { recipientById } from '../mail/recipient';
import type { Recipient } from '../mail/compose';
import { storageOf } from '../storage/storage-of';
import { THIS_PROCESS } from './run-once';

/** Where a user's ready export can be downloaded (same origin as the portal: the host forwards /files/). */
export const DATA_EXPORT_PATH = '/files/exports';

/** At most this many exports built per run of the job, so one run cannot hold a process for long. */
const EXPORTS_PER_RUN = 20;

const README = [
  'Dit zijn alle gegevens die het portaal over je bewaart, per onderwerp een JSON-bestand:',
  '',
  'account.json: je account (naam, e-mailadres, adres, voorkeuren)',
  'profiel.json: je professionele profiel of je organisatie, en verzoeken om heractivering',
  'registraties.json: je registraties met hun onderdelen en statuswijzigingen',
  'diplomas.json: je diploma’s',
  'vog.json: je verklaringen omtrent het gedrag (VOG)',
  'facturen.json: je facturen met hun regels en betalingen',
  'machtigingen.json: je machtigingen voor automatische incasso',
  'herregistratie.json: je herregistratieperiodes, activiteiten, punten, uitstel en herinneringen',
  'aanvragen.json: je aanvragen (herintreding, overstap en andere)',
  'maatregelen.json: maatregelen die aan je registratie zijn opgelegd',
  'werkgevers.json: je koppelingen met werkgevers en hun geschiedenis',
  'mails.json: de e-mails die we je hebben gestuurd',
  'audit.json: je sessies, mislukte inlogpogingen en eerdere downloads van je gegevens',
  'bestanden.json en de map bestanden/: de bestanden die je hebt geüpload',
  '',
].join('\n');

export function dataExportReadyMail(to: Recipient, expiresAt: Date, portalUrl: string): MailMessage {
  return compose({
    to,
    subject: 'Je gegevens staan klaar om te downloaden',
    paragraphs: [
      'Je hebt gevraagd om een download van alle gegevens die we over je bewaren. Het bestand staat nu voor je klaar.',
      `Je kunt het downloaden op de pagina Mijn profiel, tot en met ${formatDate(expiresAt)}. Log daarvoor in op het portaal; alleen jij kunt het bestand downloaden.`,
      'Heb je dit niet zelf gevraagd? Wijzig dan je wachtwoord en neem contact met ons op.',
    ],
    link: { label: 'Naar Mijn profiel', url: `${portalUrl}/account/profiel` },
  });
}

/** A file name that is safe inside the ZIP and unique by its position. */
function zipName(index: number, filename: string): string {
  const clean = filename.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 100) || 'bestand';
  return `bestanden/${String(index + 1).padStart(3, '0')}-${clean}`;
}

async function buildZip(
  services: AppServices,
  row: DataExportRow,
  claimedBy: string,
): Promise<Uint8Array | null> {
  const db = services.database.db;
  const files: Zippable = { 'LEESMIJ.txt': strToU8(README) };
  const steps = PERSONAL_DATA_TOPICS.length + 1;
  for (const [index, topic] of PERSONAL_DATA_TOPICS.entries()) {
    const data = await personalDataTopic(db, row.userId, topic);
    files[`${topic}.json`] = strToU8(JSON.stringify(data, null, 2));
    // Another process took the export over (this one was thought dead): stop without writing.
    if (!(await reportProgress(db, row.id, claimedBy, Math.floor(((index + 1) / steps) * 95)))) return null;
  }
  const storage = storageOf(services.config);
  for (const [index, file] of (await personalFiles(db, row.userId)).entries()) {
    const bytes = await storage.get(file.storageKey);
    // PDFs and photos are compressed already: stored as they are.
    if (bytes) files[zipName(index, file.filename)] = [new Uint8Array(bytes), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}

/** Builds one claimed export; answers whether it was finished here. */
async function buildOne(services: AppServices, row: DataExportRow, claimedBy: string): Promise<boolean> {
  const db = services.database.db;
  const storage = storageOf(services.config);
  const storageKey = `exports/${row.id}`;
  try {
    const zip = await buildZip(services, row, claimedBy);
    if (!zip) return false;
    await storage.put(storageKey, zip);
    const ready = await markExportReady(db, row.id, claimedBy, storageKey, zip.byteLength);
    if (!ready?.expiresAt) {
      await storage.delete(storageKey);
      return false;
    }
    const recipient = await recipientById(db, row.userId);
    if (recipient)
      await services.mailer.send(dataExportReadyMail(recipient, ready.expiresAt, services.config.portalUrl));
    services.audit.record({
      event: 'data_export',
      outcome: 'success',
      actor: null,
      target: `user:${row.userId}`,
      details: { exportId: row.id, sizeBytes: zip.byteLength, builtBy: claimedBy },
    });
    return true;
  } catch (error) {
    services.errors.record({ event: 'data_export', error, details: { exportId: row.id } });
    await markExportFailed(db, row.id, claimedBy).catch(() => undefined);
    return false;
  }
}

/**
 * Builds every export waiting now, each claimed by this call alone; answers how many it finished.
 * Safe to run in several processes (and twice in one) at the same moment.
 */
export async function buildPendingExports(services: AppServices): Promise<number> {
  // Unique per call, so two runs in one process are two claimants as well.
  const claimedBy = `${THIS_PROCESS}:${randomUUID().slice(0, 8)}`;
  let built = 0;
  for (let run = 0; run < EXPORTS_PER_RUN; run += 1) {
    const row = await claimNextExport(services.database.db, claimedBy);
    if (!row) break;
    if (await buildOne(services, row, claimedBy)) built += 1;
  }
  return built;
}

/** Ready exports past their `EXPORT_VALID_DAYS` lose their file; answers how many. */
export async function removeExpiredExports(services: AppServices): Promise<number> {
  const keys = await expireOldExports(services.database.db);
  const storage = storageOf(services.config);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}

export { EXPORT_VALID_DAYS };
