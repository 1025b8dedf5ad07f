import type { ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { Card, DescriptionList } from '@portal/shared/ui';
import './profile-section.css';

export interface ProfileRow {
  label: string;
  value: ReactNode;
}

/** One step of the profile as a card of facts, with a link to edit that step. */
export function ProfileSection({
  title,
  rows,
  editPath,
}: {
  title: string;
  rows: ProfileRow[];
  editPath: string;
}) {
  const titleId = `profile-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="portal-profile-section">
      <Card title={title} titleId={titleId}>
        <DescriptionList
          items={rows.map((row) => ({ key: row.label, label: row.label, children: row.value }))}
        />
        <p className="portal-profile-section__edit">
          <Link to={editPath} aria-label={`${title} aanpassen`}>
            Aanpassen
          </Link>
        </p>
      </Card>
    </div>
  );
}
