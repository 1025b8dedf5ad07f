import { DateField, DocumentUploadField } from '@portal/shared/forms';
import { vogAgeText } from '../../../../components/vog-age-text';

/** Step 5: the certificate of conduct (VOG), its date of issue and a copy; its maximum age said. */
export function VogStep({ maxAgeMonths }: { maxAgeMonths: number }) {
  return (
    <>
      <p>Upload een recente Verklaring Omtrent het Gedrag (VOG). {vogAgeText(maxAgeMonths)}</p>
      <DateField name="vog.issuedOn" label="Datum van afgifte" />
      <DocumentUploadField
        name="vog.media"
        label="Kopie van de VOG"
        multiple={false}
        extra="PDF, JPG of PNG, maximaal 10 MB."
      />
    </>
  );
}
