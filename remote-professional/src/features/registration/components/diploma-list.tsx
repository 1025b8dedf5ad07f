import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { formatDate } from '@portal/shared/format';
import { DocumentLinks } from '../../../components/document-links';
import { NO_DATA } from '../../../components/no-data';
import type { Diploma } from '../api/my-diplomas';

export const diplomaTitle = (diploma: Diploma) =>
  [diploma.type?.label, diploma.diplomaEducation?.label ?? diploma.diplomaEducationLabel]
    .filter(Boolean)
    .join(': ');

/** The diplomas added so far, each with its copies; removing one asks first (its files go too). */
export function DiplomaList({
  diplomas,
  onRemove,
}: {
  diplomas: readonly Diploma[];
  onRemove?: (diploma: Diploma) => Promise<void> | void;
}) {
  const [removing, setRemoving] = useState<Diploma | null>(null);
  const [busy, setBusy] = useState(false);
  if (diplomas.length === 0) return <p>{NO_DATA}</p>;
  return (
    <>
      <ul className="portal-plain-list" aria-label="Toegevoegde diploma’s">
        {diplomas.map((diploma) => (
          <li key={diploma.uuid}>
            <strong>{diplomaTitle(diploma)}</strong>
            <div>
              {diploma.diplomaEducator?.label ?? diploma.diplomaEducatorLabel}
              {diploma.diplomaCity ? `, ${diploma.diplomaCity}` : ''} · {formatDate(diploma.date)}
            </div>
            <Flex gap="small" wrap align="center">
              <DocumentLinks files={diploma.medias.nodes} />
              {onRemove ? (
                <Button
                  type="link"
                  danger
                  htmlType="button"
                  aria-label={`${diplomaTitle(diploma)} verwijderen`}
                  onClick={() => setRemoving(diploma)}
                >
                  Verwijderen
                </Button>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
      <Modal
        open={removing !== null}
        title="Diploma verwijderen"
        okText="Verwijderen"
        okButtonProps={{ danger: true }}
        cancelText="Annuleren"
        confirmLoading={busy}
        onCancel={() => setRemoving(null)}
        onOk={async () => {
          setBusy(true);
          try {
            if (removing) await onRemove?.(removing);
          } finally {
            setBusy(false);
            setRemoving(null);
          }
        }}
      >
        <p>
          Weet je zeker dat je {removing ? diplomaTitle(removing) : 'dit diploma'} en de kopie wilt
          verwijderen?
        </p>
      </Modal>
    </>
  );
}
