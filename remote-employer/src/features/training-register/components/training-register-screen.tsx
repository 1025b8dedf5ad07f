import { formatDate } from '@portal/shared/format';
import { PagedList, useListUrlState, type PagedListColumn } from '@portal/shared/lists';
import { CourseRefineForm } from './course-refine-form';
import {
  CHAMBER_OPTIONS,
  POINT_OPTIONS,
  REGISTER_LIST_OPTIONS,
  REGISTER_PAGE_SIZE,
  useTrainingRegister,
  type RegisterCourse,
} from '../api/training-register-query';

const chamberLabel = (value: string) =>
  CHAMBER_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** Scholingsregister zoeken: accredited courses by text, chamber, provider, points and date, paged by the api. */
export default function TrainingRegisterScreen() {
  // Page, search, filters and sort live in the URL: back and forward restore them.
  const list = useListUrlState(REGISTER_LIST_OPTIONS);
  const query = useTrainingRegister(list.state);
  const columns: Array<PagedListColumn<RegisterCourse>> = [
    { key: 'title', title: 'Scholing', sort: 'title', card: 'title', render: (row) => row.title },
    { key: 'provider', title: 'Opleider', sort: 'provider', render: (row) => row.provider },
    { key: 'chambers', title: 'Kamer', render: (row) => row.chambers.map(chamberLabel).join(', ') },
    { key: 'form', title: 'Vorm', render: (row) => row.form },
    {
      key: 'points',
      title: 'Punten',
      sort: 'points',
      align: 'right',
      render: (row) => String(row.points).replace('.', ','),
    },
    {
      key: 'next',
      title: 'Eerstvolgende sessie',
      render: (row) => (row.nextSession ? formatDate(row.nextSession) : '-'),
    },
  ];
  return (
    <section aria-labelledby="training-register-title">
      <h1 id="training-register-title">Scholingsregister zoeken</h1>
      <p>Geaccrediteerde scholingen van alle opleiders, met hun punten voor de herregistratie.</p>
      <CourseRefineForm
        provider={list.state.filters.provider ?? ''}
        from={list.state.filters.from ?? ''}
        onApply={(values) => list.change({ filters: values })}
      />
      <PagedList
        label="Scholingen"
        query={query}
        pageOf={(data) => data.trainingRegister}
        columns={columns}
        rowKey={(row) => row.uuid}
        pageSize={REGISTER_PAGE_SIZE}
        list={list}
        search={{ label: 'Zoeken op titel of omschrijving' }}
        filters={[
          { name: 'chamber', label: 'Kamer', options: CHAMBER_OPTIONS },
          { name: 'minPoints', label: 'Punten', options: POINT_OPTIONS },
        ]}
      />
    </section>
  );
}
