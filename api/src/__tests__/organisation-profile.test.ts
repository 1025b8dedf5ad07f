/**
 * The organisation profile (issues 39 and 40): each employee reads their own organisation's, a
 * beheerder saves it per step with the shared rules, bad input changes nothing, and the finished
 * state the host's guard follows is stored with every save.
 */
import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import {
  COLLEAGUES_WITH_ORGANISATION,
  ORGANISATION_PROFILE,
  SAVE_ORGANISATION_PROFILE,
} from '../../testing/organisation-side-operations';
import { companies, companyLocations, educators } from '../db/schema';
import { DEMO_COMPANY } from '../db/seed/demo-data';

const t = withTestApp();
const portal = { endpoint: 'portal' } as const;

const LOCATION = {
  name: 'Vestiging Zeist',
  street: 'Slotlaan',
  houseNumber: '5',
  postalCode: '3701 GA',
  city: 'Zeist',
};

async function company() {
  const [row] = await t.db.select().from(companies).where(eq(companies.kvkNumber, DEMO_COMPANY.kvkNumber));
  return row!;
}

describe('the organisation profile', () => {
  it("reads the actor's own company, finished, with its locations and billing", async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const answer = await beheerder.gql(ORGANISATION_PROFILE, {}, portal);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.organisationProfile).toMatchObject({
      kind: 'company',
      name: DEMO_COMPANY.name,
      kvkNumber: DEMO_COMPANY.kvkNumber,
      billingEmail: DEMO_COMPANY.billingEmail,
      paysForEmployees: true,
      hasUnfinishedProfile: false,
      steps: ['gegevens', 'locaties', 'facturatie'],
      canEdit: true,
    });
    expect(answer.body.data.organisationProfile.locations).toHaveLength(1);

    // Another company's employee reads their own, never this one.
    const other = await t.signedIn('werkgever2@demo.nl');
    const theirs = await other.gql(ORGANISATION_PROFILE, {}, portal);
    expect(theirs.body.data.organisationProfile.name).not.toBe(DEMO_COMPANY.name);
  });

  it('refuses bad input with Dutch messages and changes nothing', async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const before = await company();
    const bad = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      { step: 'facturatie', input: { billingEmail: 'geen-adres', paysForEmployees: null } },
      portal,
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe(422);
    expect(Object.keys(bad.body.errors[0].extensions.validation).sort()).toEqual([
      'billingEmail',
      'paysForEmployees',
    ]);
    const badLocation = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      { step: 'locaties', input: { locations: [{ ...LOCATION, postalCode: 'ABC' }] } },
      portal,
    );
    expect(Object.keys(badLocation.body.errors[0].extensions.validation)).toEqual(['locations.0.postalCode']);
    const unknownStep = await beheerder.gql(SAVE_ORGANISATION_PROFILE, { step: 'iets', input: {} }, portal);
    expect(unknownStep.body.errors[0].extensions.validation.step).toEqual([
      'Deze stap van het organisatieprofiel bestaat niet.',
    ]);
    expect(await company()).toEqual(before);
    expect(
      await t.db.select().from(companyLocations).where(eq(companyLocations.companyId, before.id)),
    ).toHaveLength(1);
  });

  it('saves a step, stores whether the whole profile is finished, and the guard state follows', async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const draft = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      { step: 'gegevens', input: { phone: '', website: '' }, isDraft: 1 },
      portal,
    );
    expect(draft.body.data.saveOrganisationProfile.message).toBe(
      'Je wijzigingen zijn als concept opgeslagen.',
    );
    expect((await company()).hasUnfinishedProfile).toBe(true);
    const phone = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      { step: 'gegevens', input: { phone: '030 111 22 33' } },
      portal,
    );
    expect(phone.body.data.saveOrganisationProfile.message).toBe('Het organisatieprofiel is opgeslagen.');

    const saved = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      {
        step: 'locaties',
        input: { locations: [LOCATION, { ...LOCATION, name: 'Vestiging Utrecht', city: 'Utrecht' }] },
      },
      portal,
    );
    expect(saved.body.data.saveOrganisationProfile).toEqual({
      status: 'SAVED',
      message: 'Het organisatieprofiel is opgeslagen.',
    });
    expect((await company()).hasUnfinishedProfile).toBe(false);
    const read = await beheerder.gql(ORGANISATION_PROFILE, {}, portal);
    expect(read.body.data.organisationProfile.locations.map((l: { name: string }) => l.name)).toEqual([
      'Vestiging Zeist',
      'Vestiging Utrecht',
    ]);

    const billing = await beheerder.gql(
      SAVE_ORGANISATION_PROFILE,
      { step: 'facturatie', input: { billingEmail: ' Boekhouding@Example.NL ', paysForEmployees: false } },
      portal,
    );
    expect(billing.body.errors).toBeUndefined();
    expect(await company()).toMatchObject({
      billingEmail: 'boekhouding@example.nl',
      paysForEmployees: false,
    });
  });

  it("saves a training provider's address and billing", async () => {
    const opleider = await t.signedIn('opleider@demo.nl');
    const read = await opleider.gql(ORGANISATION_PROFILE, {}, portal);
    expect(read.body.data.organisationProfile).toMatchObject({
      kind: 'educator',
      steps: ['gegevens', 'adres', 'facturatie'],
      hasUnfinishedProfile: false,
      kvkNumber: null,
      paysForEmployees: null,
    });
    const saved = await opleider.gql(
      SAVE_ORGANISATION_PROFILE,
      {
        step: 'adres',
        input: {
          street: 'Damrak',
          houseNumber: '1',
          postalCode: '1012lg',
          city: 'Amsterdam',
          billingEmail: 'x@y.nl',
        },
      },
      portal,
    );
    expect(saved.body.errors).toBeUndefined();
    const [row] = await t.db
      .select()
      .from(educators)
      .where(eq(educators.name, read.body.data.organisationProfile.name));
    // Only the step's own fields are written: the billing address in the input is ignored here.
    expect(row).toMatchObject({
      street: 'Damrak',
      postalCode: '1012LG',
      billingEmail: expect.not.stringMatching('x@y.nl'),
    });
  });

  it('lists the colleagues with the organisation the screen names', async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const answer = await beheerder.gql(COLLEAGUES_WITH_ORGANISATION, {}, portal);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.myOrganisation).toEqual({ name: DEMO_COMPANY.name, role: 'beheerder' });
    expect(answer.body.data.colleagues).toEqual([expect.objectContaining({ email: 'werkgever@demo.nl' })]);
  });
});
