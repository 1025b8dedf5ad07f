/**
 * Demo data of the organisation side (issues 39 and 40): every demo company and provider has a
 * finished profile (the demo signs in straight to the dashboard). Runs after the demo accounts;
 * writes only what is missing, so seeding twice changes nothing.
 */
import { eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../connection';
import { companies, companyLocations, educators } from '../schema';

export async function seedOrganisationProfiles(db: Db): Promise<void> {
  const withoutPhone = await db.select().from(companies).where(isNull(companies.phone));
  for (const company of withoutPhone) {
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ phone: '030 765 43 21', website: null })
        .where(and(eq(companies.id, company.id), isNull(companies.phone)));
      const [location] = await tx
        .select({ id: companyLocations.id })
        .from(companyLocations)
        .where(eq(companyLocations.companyId, company.id));
      if (!location)
        await tx.insert(companyLocations).values({
          companyId: company.id,
          position: 0,
          name: 'Hoofdvestiging',
          street: 'Catharijnesingel',
          houseNumber: '10',
          postalCode: '3511 GB',
          city: 'Utrecht',
        });
    });
  }
  const providers = await db.select().from(educators).where(isNull(educators.phone));
  for (const provider of providers) {
    const slug = provider.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    await db
      .update(educators)
      .set({
        phone: '020 123 45 67',
        street: 'Herengracht',
        houseNumber: '100',
        postalCode: '1015 BS',
        city: 'Amsterdam',
        billingEmail: `facturen@${slug}.example`,
      })
      .where(and(eq(educators.id, provider.id), isNull(educators.phone)));
  }
}
