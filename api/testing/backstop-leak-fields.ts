/**
 * Test-only root fields that hand out a professional's own objects to whoever asks, as a careless
 * resolver would (issue 37's backstop test). Imported before the schema is built, so only the test
 * app of the file that imports it serves them; the real schema never has them.
 */
import { eq } from 'drizzle-orm';
import { builder } from '../src/builder';
import { findProfessionalWithUser } from '../src/db/queries/accounts';
import { linksOfProfessional } from '../src/db/queries/company-links';
import { diplomasOf } from '../src/db/queries/professional-records';
import { loadRegistrations } from '../src/db/queries/registrations';
import { vogRecordsOf } from '../src/db/queries/vog-records';
import { professionals, users } from '../src/db/schema';
import type { Db } from '../src/db/connection';
import { ProfessionalDetailRef } from '../src/schema/detail-refs';
import { DiplomaRef } from '../src/schema/diploma';
import { RegistrationItemRef, RegistrationRef } from '../src/schema/registration';

async function professionalIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`geen professional ${email}`);
  return row.id;
}

builder.queryFields((t) => ({
  leakDetail: t.field({
    type: ProfessionalDetailRef,
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) => {
      const row = await findProfessionalWithUser(context.db, await professionalIdOf(context.db, email));
      return row ? { kind: 'professional' as const, ...row } : null;
    },
  }),
  leakRegistrations: t.field({
    type: [RegistrationRef],
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) =>
      loadRegistrations(context.db, await professionalIdOf(context.db, email)),
  }),
  leakRegistrationItems: t.field({
    type: [RegistrationItemRef],
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) =>
      (await loadRegistrations(context.db, await professionalIdOf(context.db, email))).flatMap(
        (registration) => registration.items,
      ),
  }),
  leakDiplomas: t.field({
    type: [DiplomaRef],
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) =>
      diplomasOf(context.db, await professionalIdOf(context.db, email)),
  }),
  leakVogRecords: t.field({
    // Not exported by its module: named, as the schema knows it.
    type: ['VogRecord' as never],
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) =>
      vogRecordsOf(context.db, await professionalIdOf(context.db, email)) as never,
  }),
  leakEmployerLinks: t.field({
    type: ['EmployerLink' as never],
    nullable: true,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, context) =>
      (await linksOfProfessional(context.db, await professionalIdOf(context.db, email))).map((row) => ({
        ...row,
        history: [],
      })) as never,
  }),
}));
