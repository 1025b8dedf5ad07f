/** The professional's requests, training advice, diplomas, disciplinary measures and files. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  diplomaEducations,
  diplomaEducators,
  diplomaTypes,
  diplomas,
  disciplinaryMeasureTypes,
  disciplinaryMeasures,
  medias,
  professionalRequests,
  trainingAdvices,
} from '../schema';

export type RequestRow = typeof professionalRequests.$inferSelect;
export type MediaRow = typeof medias.$inferSelect;

/** Every request of one professional, newest first: one read serves every kind the portal asks for. */
export async function requestsOfProfessional(db: Db, professionalId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(professionalRequests)
    .where(eq(professionalRequests.professionalId, professionalId))
    .orderBy(desc(professionalRequests.createdAt));
}

export async function latestTrainingAdvice(db: Db, professionalId: string) {
  const [row] = await db
    .select()
    .from(trainingAdvices)
    .where(eq(trainingAdvices.professionalId, professionalId))
    .orderBy(desc(trainingAdvices.createdAt))
    .limit(1);
  return row ?? null;
}

export async function diplomasOf(db: Db, professionalId: string) {
  return db
    .select({
      diploma: diplomas,
      type: diplomaTypes,
      education: diplomaEducations,
      educator: diplomaEducators,
    })
    .from(diplomas)
    .leftJoin(diplomaTypes, eq(diplomaTypes.id, diplomas.diplomaTypeId))
    .leftJoin(diplomaEducations, eq(diplomaEducations.id, diplomas.diplomaEducationId))
    .leftJoin(diplomaEducators, eq(diplomaEducators.id, diplomas.diplomaEducatorId))
    .where(eq(diplomas.professionalId, professionalId))
    .orderBy(asc(diplomas.createdAt));
}

export type DiplomaRecord = Awaited<ReturnType<typeof diplomasOf>>[number];

export async function measuresOfRequest(db: Db, requestId: string) {
  return db
    .select({ measure: disciplinaryMeasures, typeLabel: disciplinaryMeasureTypes.label })
    .from(disciplinaryMeasures)
    .innerJoin(disciplinaryMeasureTypes, eq(disciplinaryMeasureTypes.value, disciplinaryMeasures.measureType))
    .where(eq(disciplinaryMeasures.requestId, requestId))
    .orderBy(asc(disciplinaryMeasures.startsAt));
}

export type MeasureRecord = Awaited<ReturnType<typeof measuresOfRequest>>[number];

/** Model types name the owner of a file in `medias.model_type`. */
export type MediaOwner = 'registrationItem' | 'professionalRequest' | 'diploma' | 'professional';

export function mediasOf(db: Db, modelType: MediaOwner, modelId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(medias)
    .where(and(eq(medias.modelType, modelType), eq(medias.modelId, modelId)))
    .orderBy(asc(medias.createdAt));
}
