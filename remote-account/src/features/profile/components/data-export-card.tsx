import { useEffect, useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { Button, Card, plainButtonClass, ProgressBar } from '@portal/shared/ui';
import { useMyDataExport, useRequestDataExport } from '../api/data-export';
import { exportStateText, isBuilding, POLL_MS, type ExportState } from '../utils/export-state';
import './data-export-card.css';

export const DATA_EXPORT_INTRO =
  'Download alles wat het portaal over je bewaart in één ZIP-bestand: je account en profiel, registraties, diploma’s, VOG, facturen, machtigingen, herregistratie, aanvragen, werkgevers, e-mails en je geüploade bestanden. We zetten het bestand voor je klaar en sturen je een e-mail zodra je het kunt downloaden.';

/**
 * 'Mijn gegevens downloaden' on the profile overview (issue 41, the AVG's right of access): asks for
 * the ZIP, shows its progress while the api builds it (asking again every POLL_MS), then the download.
 */
export function DataExportCard() {
  const query = useMyDataExport();
  const { run, loading } = useRequestDataExport();
  // The request's own answer shows at once; the reads after it take over.
  const [answered, setAnswered] = useState<ExportState | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fetched: ExportState | null = query.data?.myDataExport ?? null;
  // Until a read has seen the export just asked for, its answer stands (over an older, ready one).
  const latest = answered ?? fetched;
  useEffect(() => {
    if (answered && fetched?.uuid === answered.uuid) setAnswered(null);
  }, [answered, fetched]);
  const building = isBuilding(latest);
  const { refetch } = query;

  useEffect(() => {
    if (!building) return undefined;
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [building, refetch, latest?.progress]);

  const onRequest = async () => {
    setMessage(null);
    const outcome = await run({});
    const answer = outcome.data?.requestDataExport;
    if (!answer) return setMessage({ ok: false, text: GENERIC_FAILURE });
    setMessage({ ok: answer.status !== 'LIMIT', text: answer.message });
    // The answer's state shows now (0 %); the reads every POLL_MS take over from there.
    if (answer.dataExport) setAnswered(answer.dataExport);
    else await refetch();
  };

  const stateText = exportStateText(latest);
  const downloadUrl = latest?.status === 'ready' ? latest.downloadUrl : null;
  return (
    <div className="portal-data-export">
      <Card title="Mijn gegevens downloaden" titleId="data-export-title">
        <p>{DATA_EXPORT_INTRO}</p>
        <div role="alert">
          {message && !message.ok ? <div className="portal-alert">{message.text}</div> : null}
        </div>
        <div role="status">
          {message?.ok && building && <p>{message.text}</p>}
          {stateText && <p>{stateText}</p>}
        </div>
        {building && latest && (
          <ProgressBar
            className="portal-data-export__progress"
            max={100}
            value={latest.progress}
            aria-label="Voortgang van het klaarzetten van je gegevens"
          />
        )}
        <div className="portal-data-export__actions">
          {downloadUrl && (
            <a
              className={`${plainButtonClass('primary')} portal-data-export__download`}
              href={downloadUrl}
              download
            >
              Download je gegevens (ZIP)
            </a>
          )}
          {/* Keyed by its kind: when an export elsewhere (another tab) finishes, the button is drawn anew
              as the default one instead of fading from primary for 0.2 s through colours too pale to read. */}
          {!building && (
            <Button
              key={downloadUrl ? 'again' : 'first'}
              kind={downloadUrl ? 'default' : 'primary'}
              busy={loading}
              onClick={() => void onRequest()}
            >
              {downloadUrl ? 'Opnieuw klaarzetten' : 'Mijn gegevens downloaden'}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
