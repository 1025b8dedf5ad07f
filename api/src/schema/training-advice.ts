/** A training advice (scholingsadvies) given to a professional, usually after re-entry. */
import { builder } from '../builder';
import type { trainingAdvices } from '../db/schema';
import { TrainingAdviceStatusOptionRef } from './options';

export const TrainingAdviceRef = builder
  .objectRef<typeof trainingAdvices.$inferSelect>('TrainingAdvice')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('id'),
      statusEnum: t.field({ type: TrainingAdviceStatusOptionRef, resolve: (advice) => advice.status }),
    }),
  });
