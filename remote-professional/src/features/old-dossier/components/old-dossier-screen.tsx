import { Alert, Space } from 'antd';
import { LoadingSkeleton, ScreenScope } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { useProfessionalRegistrations } from '../api/professional-registrations-query';
import { dossierPeriods } from '../utils/dossier-periods';
import { DossierPeriodCard } from './dossier-period-card';

function OldDossierContent() {
  const { data, loading, failed } = useProfessionalRegistrations();
  const periods = data ? dossierPeriods(data.professionalRegistrations) : [];
  return (
    <section aria-labelledby="old-dossier-title">
      <h1 id="old-dossier-title">Oud dossier</h1>
      <p>Je registratieperiodes met hun documenten. Je kunt hier niets wijzigen.</p>
      {loading && <LoadingSkeleton />}
      {!loading && failed && !data && (
        <Alert type="error" showIcon title="Je dossier kon niet worden geladen. Probeer het later opnieuw." />
      )}
      {data && periods.length === 0 && <p>{NO_DATA}</p>}
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {periods.map((period) => (
          <DossierPeriodCard key={period.item.uuid} period={period} />
        ))}
      </Space>
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
