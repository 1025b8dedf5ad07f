import { mediaUuids } from '@portal/shared/forms';
import type { ActivityInput, SubActivityInput } from '../../../generated/operation-types';
import type { ActivityValues } from '../components/activity-form';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) =>
  value === null || value === undefined || value === '' ? NaN : Number(value);

/** The form's answers as the api's ActivityInput. */
export function activityInput(values: ActivityValues): ActivityInput {
  const points =
    values.points === null || values.points === undefined || values.points === ''
      ? null
      : Number(values.points);
  return {
    categoryCode: text(values.categoryCode),
    title: text(values.title),
    providerName: text(values.providerName),
    activityDate: text(values.activityDate),
    hours: amount(values.hours),
    points,
    mediaUuids: mediaUuids(values.mediaUuids),
  };
}

export function subActivityInput(values: ActivityValues): SubActivityInput {
  return {
    title: text(values.title),
    activityDate: text(values.activityDate),
    hours: amount(values.hours),
    mediaUuids: mediaUuids(values.mediaUuids),
  };
}

/** An activity as the form's values (evidence already stored shows in the upload field). */
export function activityValues(activity: {
  title: string;
  providerName?: string;
  activityDate: string;
  hours: number;
  points?: number;
  category?: { code: string };
  medias: { nodes: ReadonlyArray<{ uuid: string; filename: string; signedUrl?: string | null }> };
}): ActivityValues {
  return {
    categoryCode: activity.category?.code,
    title: activity.title,
    providerName: activity.providerName,
    activityDate: activity.activityDate,
    hours: activity.hours,
    points: activity.points,
    mediaUuids: activity.medias.nodes.map((media) => ({ ...media })),
  };
}
