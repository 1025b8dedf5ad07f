import { useDocumentDownload } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { Button } from '@portal/shared/ui';

/** The certificate of points a provider awarded (issue 40), made by the api with the card's QR code. */
export function CertificateDownload({ activityUuid, title }: { activityUuid: string; title: string }) {
  const { download, busy, error } = useDocumentDownload();
  return (
    <div>
      <FormStatus error={error} status={busy ? 'De PDF wordt gemaakt...' : null} />
      <Button
        busy={busy}
        aria-label={`Certificaat downloaden (PDF): ${title}`}
        onClick={() => void download({ template: 'certificate', uuid: activityUuid }, 'certificaat.pdf')}
      >
        Certificaat downloaden (PDF)
      </Button>
    </div>
  );
}
