import { useDocumentDownload } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { Button } from '@portal/shared/ui';

/** The card as a PDF from `POST {base}/generate-dynamic-template` (made by the api, QR code included). */
export function CardPdfDownload() {
  const { download, busy, error } = useDocumentDownload();
  return (
    <div>
      <FormStatus error={error} status={busy ? 'De PDF wordt gemaakt...' : null} />
      <Button
        kind="primary"
        busy={busy}
        onClick={() => void download({ template: 'registerCard' }, 'registerpas.pdf')}
      >
        Registerpas downloaden (PDF)
      </Button>
    </div>
  );
}
