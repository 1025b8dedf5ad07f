/**
 * The contact person's own e-mail digest of changes among linked professionals (issue 39, alerts):
 * `employerDigest` reads it, `setEmployerDigest` chooses daily, weekly or none. Always the signed-in
 * employee's own row (the session's user): no field takes whose.
 */
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit/audit-context';
import { builder } from '../builder';
import { companyEmployees, DIGEST_FREQUENCIES, type DigestFrequency } from '../db/schema';
import { validateOrThrow } from '../graphql-errors';
import { companyActor } from '../tenancy/actor';
import { ActionResultRef, result } from './action-result';

const CONFIRMED_COMPANY = { $all: { companyEmployee: true, confirmedOrganisation: true } } as const;

export const DIGEST_SAVED: Record<DigestFrequency, string> = {
  daily: 'Je krijgt voortaan elke dag een e-mail met de wijzigingen.',
  weekly: 'Je krijgt voortaan elke maandag een e-mail met de wijzigingen van de week.',
  none: 'Je krijgt geen e-mail meer met de wijzigingen.',
};

builder.queryField('employerDigest', (t) =>
  t.string({
    description: `The signed-in contact person's digest: ${DIGEST_FREQUENCIES.join(', ')}.`,
    authScopes: CONFIRMED_COMPANY,
    resolve: async (_root, _args, context) => {
      const actor = await companyActor(context);
      const [row] = await context.db
        .select({ digest: companyEmployees.digest })
        .from(companyEmployees)
        .where(
          and(
            eq(companyEmployees.userId, actor.userId),
            eq(companyEmployees.companyId, actor.organisation.id),
          ),
        );
      return row?.digest ?? 'none';
    },
  }),
);

builder.mutationField('setEmployerDigest', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: CONFIRMED_COMPANY,
    args: { frequency: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { frequency: `required|in:${DIGEST_FREQUENCIES.join(',')}` });
      const actor = await companyActor(context);
      const frequency = args.frequency as DigestFrequency;
      // From the moment of choosing: a first digest names what happens from now on, not a year back.
      // Choosing the same again keeps the moment (nothing is sent twice or skipped).
      const [current] = await context.db
        .select({ digest: companyEmployees.digest })
        .from(companyEmployees)
        .where(eq(companyEmployees.userId, actor.userId));
      if (current && current.digest !== frequency)
        await context.db
          .update(companyEmployees)
          .set({ digest: frequency, digestSince: frequency === 'none' ? null : new Date() })
          .where(
            and(
              eq(companyEmployees.userId, actor.userId),
              eq(companyEmployees.companyId, actor.organisation.id),
            ),
          );
      audit(context, {
        event: 'employer_digest',
        outcome: 'success',
        target: actor.userId,
        details: { frequency },
      });
      return result('SAVED', DIGEST_SAVED[frequency]);
    },
  }),
);
