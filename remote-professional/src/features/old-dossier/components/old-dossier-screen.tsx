import { Space } from 'antd';
import { ScreenScope } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import { useProfessionalRegistrations } from '../api/professional-registrations-query';
import { dossierPeriods } from '../utils/dossier-periods';
import { DossierPeriodCard } from './dossier-period-card';

function OldDossierContent() {
  const query = useProfessionalRegistrations();
  return (
    <section aria-labelledby="old-dossier-title">
      <h1 id="old-dossier-title">Oud dossier</h1>
      <p>Je registratieperiodes met hun documenten. Je kunt hier niets wijzigen.</p>
      <QueryContent query={query}>
        {(data) => {
          const periods = dossierPeriods(data.professionalRegistrations);
          if (periods.length === 0) return <p>{NO_DATA}</p>;
          return (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              {periods.map((period) => (
                <DossierPeriodCard key={period.item.uuid} period={period} />
              ))}
            </Space>
          );
        }}
      </QueryContent>
    </section>
  );
}

/** Bekijk oud dossier: the earlier registration periods, read-only, with their documents. */
export default function OldDossierScreen() {
  return (
    <ScreenScope>
      <OldDossierContent />
    </ScreenScope>
  );
}
