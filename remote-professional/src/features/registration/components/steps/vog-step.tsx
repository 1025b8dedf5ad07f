import { Typography } from 'antd';
import { DateField, DocumentUploadField } from '@portal/shared/forms';

/** Step 5: the certificate of conduct (VOG), its date of issue and a copy. */
export function VogStep() {
  return (
    <>
      <Typography.Paragraph>
        Upload een recente Verklaring Omtrent het Gedrag (VOG). Bij het indienen mag de VOG niet ouder zijn
        dan de termijn die SKJ daarvoor hanteert.
      </Typography.Paragraph>
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
