/**
 * The organisation profile of the actor's company or training provider (issues 39 and 40). Every
 * statement takes the actor's organisation and filters on it; no caller passes an id of its own.
 * Whether the profile is finished is stored on the organisation, where the portal's session reads it.
 */
import { asc, eq } from 'drizzle-orm';
import {
  organisationProfileStepRules,
  ORGANISATION_PROFILE_STEPS,
  validate,
} from '@portal/shared/validation';
import type { Db } from '../connection';
import { companies, companyLocations, educators } from '../schema';
import type { OrganisationOfActor } from '../../tenancy/actor';

export interface CompanyLocationValues {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export interface OrganisationProfileRow {
  kind: 'company' | 'educator';
  name: string;
  kvkNumber: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postalCode: string | null;
  city: string | null;
  billingEmail: string | null;
  paysForEmployees: boolean | null;
  locations: CompanyLocationValues[];
  hasUnfinishedProfile: boolean;
}

export async function loadOrganisationProfile(
  db: Db,
  organisation: OrganisationOfActor,
): Promise<OrganisationProfileRow | null> {
  if (organisation.kind === 'company') {
    const [row] = await db.select().from(companies).where(eq(companies.id, organisation.id));
    if (!row) return null;
    const locations = await db
      .select({
        name: companyLocations.name,
        street: companyLocations.street,
        houseNumber: companyLocations.houseNumber,
        postalCode: companyLocations.postalCode,
        city: companyLocations.city,
      })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, organisation.id))
      .orderBy(asc(companyLocations.position));
    return {
      kind: 'company',
      name: row.name,
      kvkNumber: row.kvkNumber,
      phone: row.phone,
      website: row.website,
      description: null,
      street: null,
      houseNumber: null,
      houseNumberAddition: null,
      postalCode: null,
      city: null,
      billingEmail: row.billingEmail,
      paysForEmployees: row.paysForEmployees,
      locations,
      hasUnfinishedProfile: row.hasUnfinishedProfile,
    };
  }
  const [row] = await db.select().from(educators).where(eq(educators.id, organisation.id));
  if (!row) return null;
  return {
    kind: 'educator',
    name: row.name,
    kvkNumber: null,
    phone: row.phone,
    website: row.website,
    description: row.description,
    street: row.street,
    houseNumber: row.houseNumber,
    houseNumberAddition: row.houseNumberAddition,
    postalCode: row.postalCode,
    city: row.city,
    billingEmail: row.billingEmail,
    paysForEmployees: null,
    locations: [],
    hasUnfinishedProfile: row.hasUnfinishedProfile,
  };
}

/** Unfinished while any step fails its rules in full (not draft) mode. */
export function profileIsUnfinished(profile: OrganisationProfileRow): boolean {
  const values = { ...profile } as Record<string, unknown>;
  return ORGANISATION_PROFILE_STEPS[profile.kind].some(
    (step) => Object.keys(validate(values, organisationProfileStepRules(profile.kind, step.key))).length > 0,
  );
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Writes the fields of one step (already checked against its rules) and stores whether the whole
 * profile is finished now, in one transaction.
 */
export function saveOrganisationProfileStep(
  db: Db,
  organisation: OrganisationOfActor,
  values: Readonly<Record<string, unknown>>,
): Promise<OrganisationProfileRow | null> {
  return db.transaction(async (tx) => {
    const has = (field: string) => values[field] !== undefined;
    if (organisation.kind === 'company') {
      const set: Partial<typeof companies.$inferInsert> = {};
      if (has('phone')) set.phone = text(values.phone);
      if (has('website')) set.website = text(values.website);
      if (has('billingEmail')) set.billingEmail = text(values.billingEmail)?.toLowerCase() ?? null;
      if (has('paysForEmployees') && values.paysForEmployees !== null)
        set.paysForEmployees = values.paysForEmployees === true || Number(values.paysForEmployees) === 1;
      if (Object.keys(set).length > 0)
        await tx.update(companies).set(set).where(eq(companies.id, organisation.id));
      if (Array.isArray(values.locations)) {
        await tx.delete(companyLocations).where(eq(companyLocations.companyId, organisation.id));
        const rows = (values.locations as Record<string, unknown>[]).map((location, position) => ({
          companyId: organisation.id,
          position,
          name: text(location.name) ?? '',
          street: text(location.street) ?? '',
          houseNumber: text(location.houseNumber) ?? '',
          postalCode: text(location.postalCode)?.toUpperCase() ?? '',
          city: text(location.city) ?? '',
        }));
        if (rows.length > 0) await tx.insert(companyLocations).values(rows);
      }
    } else {
      const set: Partial<typeof educators.$inferInsert> = {};
      for (const field of [
        'phone',
        'website',
        'description',
        'street',
        'houseNumber',
        'houseNumberAddition',
        'city',
      ] as const) {
        if (has(field)) set[field] = text(values[field]);
      }
      if (has('postalCode')) set.postalCode = text(values.postalCode)?.toUpperCase() ?? null;
      if (has('billingEmail')) set.billingEmail = text(values.billingEmail)?.toLowerCase() ?? null;
      if (Object.keys(set).length > 0)
        await tx.update(educators).set(set).where(eq(educators.id, organisation.id));
    }
    const profile = await loadOrganisationProfile(tx, organisation);
    if (!profile) return null;
    const unfinished = profileIsUnfinished(profile);
    if (unfinished !== profile.hasUnfinishedProfile) {
      if (organisation.kind === 'company')
        await tx
          .update(companies)
          .set({ hasUnfinishedProfile: unfinished })
          .where(eq(companies.id, organisation.id));
      else
        await tx
          .update(educators)
          .set({ hasUnfinishedProfile: unfinished })
          .where(eq(educators.id, organisation.id));
    }
    return { ...profile, hasUnfinishedProfile: unfinished };
  });
}
