/**
 * The demo of a full five-year re-registration (issue 38's speed goal): 200 activities spread over
 * the period, deterministic (the same rows every time the demo is made, dates relative to today),
 * of every category of the jeugd- en gezinsprofessional's chamber, with some reflection tracks
 * holding sessions. `pnpm lighthouse` measures the re-registration screen signed in as its owner.
 */
import { addToDate } from '../../domain/dates';
import type { Db } from '../connection';
import { activities } from '../schema';

export const DEMO_ACTIVITY_COUNT = 200;

const KINDS = [
  { code: 'scholing', title: 'Cursus', provider: 'Academie Jeugd', hours: [2, 3, 4] },
  { code: 'reflectie', title: 'Intervisie', provider: 'J. de Vries', hours: [1, 2] },
  { code: 'scholing', title: 'Webinar', provider: 'Nederlands Jeugdinstituut', hours: [1, 2] },
  { code: 'informeel-leren', title: 'Vakliteratuur', provider: 'Tijdschrift voor Jeugdhulp', hours: [1] },
  { code: 'werkervaring', title: 'Jeugd- en gezinswerker', provider: 'Jeugdzorg Oost', hours: [80] },
] as const;

/** Top-level activity `index` of the demo: its category, title, provider, day and hours. */
export function demoActivity(index: number, fromDate: string, till: string) {
  const kind = KINDS[index % KINDS.length]!;
  const span = Math.max(0, Math.round((Date.parse(till) - Date.parse(fromDate)) / 86_400_000));
  const hours = kind.hours[index % kind.hours.length]!;
  return {
    categoryCode: kind.code,
    title: `${kind.title} ${index + 1}`,
    providerName: kind.provider,
    activityDate: addToDate(fromDate, { days: Math.floor((index * span) / DEMO_ACTIVITY_COUNT) }),
    hours,
    points: kind.code === 'werkervaring' ? 0 : hours,
  };
}

export async function seedDemoActivities(
  tx: Db,
  professionalId: string,
  roundItemId: string,
  fromDate: string,
  till: string,
): Promise<void> {
  const rows = Array.from({ length: DEMO_ACTIVITY_COUNT }, (_, index) => demoActivity(index, fromDate, till));
  const inserted = await tx
    .insert(activities)
    .values(
      rows.map((row) => ({
        ...row,
        professionalId,
        roundItemId,
        parentId: null,
        hours: String(row.hours),
        points: String(row.points),
      })),
    )
    .returning({
      id: activities.id,
      categoryCode: activities.categoryCode,
      activityDate: activities.activityDate,
      hours: activities.hours,
    });
  // Every fourth reflection entry is a track of two sessions on its day, summed into it.
  const tracks = inserted.filter((row, index) => row.categoryCode === 'reflectie' && index % 20 === 1);
  if (tracks.length === 0) return;
  await tx.insert(activities).values(
    tracks.flatMap((track) =>
      [1, 2].map((session) => ({
        professionalId,
        roundItemId,
        parentId: track.id,
        categoryCode: 'reflectie',
        title: `Sessie ${session}`,
        providerName: 'J. de Vries',
        activityDate: track.activityDate,
        hours: String(Number(track.hours) / 2),
        points: String(Number(track.hours) / 2),
      })),
    ),
  );
}
