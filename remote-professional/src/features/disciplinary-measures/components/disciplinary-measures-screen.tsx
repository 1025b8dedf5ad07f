import { Card, DescriptionList } from '@portal/shared/ui';
import { NO_DATA } from '../../../components/no-data';
import { QueryContent } from '../../../components/query-content';
import {
  useMyDisciplinaryMeasures,
  type DisciplinaryMeasureItem,
} from '../api/my-disciplinary-measures-query';

function MeasureCard({ measure }: { measure: DisciplinaryMeasureItem }) {
  return (
    <Card title={measure.type.label}>
      <DescriptionList
        items={[
          { key: 'state', label: 'Status', children: measure.state.label },
          ...(measure.periodText ? [{ key: 'period', label: 'Periode', children: measure.periodText }] : []),
          { key: 'decision', label: 'Besluit', children: measure.decision ?? '-' },
          {
            key: 'published',
            label: 'Openbaar',
            children: measure.published
              ? 'Ja: zolang de maatregel van kracht is, staat hij op je registerpas.'
              : 'Nee',
          },
        ]}
      />
    </Card>
  );
}

/** Mijn tuchtklachten (`/mijn-tuchtklachten`): the recorded measures, read-only. */
export default function DisciplinaryMeasuresScreen() {
  const query = useMyDisciplinaryMeasures();
  return (
    <section aria-labelledby="disciplinary-measures-title">
      <h1 id="disciplinary-measures-title">Mijn tuchtklachten</h1>
      <p>
        De tuchtrechtelijke maatregelen die het register over jou heeft vastgelegd. Een klacht indienen of
        volgen doe je bij Professioneel Toezicht.
      </p>
      <QueryContent query={query}>
        {(data) =>
          data.myDisciplinaryMeasures.length === 0 ? (
            <p>{NO_DATA}</p>
          ) : (
            data.myDisciplinaryMeasures.map((measure) => <MeasureCard key={measure.uuid} measure={measure} />)
          )
        }
      </QueryContent>
    </section>
  );
}
