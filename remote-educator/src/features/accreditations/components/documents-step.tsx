/** Step 6, the documents: a chunk of its own with antd's scope, as antd's Upload needs it (issue 8). */
import { DocumentUploadField } from '@portal/shared/forms';
import { AntdScope } from '@portal/shared/ui';

export default function DocumentsStep({ renewal }: { renewal: boolean }) {
  return (
    <AntdScope>
      {renewal ? (
        <p>Upload de documenten voor de verlenging opnieuw, ook als ze niet zijn veranderd.</p>
      ) : null}
      <DocumentUploadField
        name="documents"
        label="Documenten"
        extra="Bijvoorbeeld het programma, de lesstof of de eindtoets. PDF, JPG of PNG, maximaal 10 MB per bestand."
      />
    </AntdScope>
  );
}
