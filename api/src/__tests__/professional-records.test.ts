import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import {
  diplomaTypes,
  diplomas,
  disciplinaryMeasures,
  medias,
  professionalRequests,
  registrationTargets,
  trainingAdvices,
} from '../db/schema';

// Requests, measures, diplomas and files arrive with later issues; here they are written directly
// to check that every field of SPEC section 3 resolves, and only for its owner.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const user = await findUserByEmail(t.db, 'concept@demo.nl');
  const professional = (await findProfessionalByUserId(t.db, user!.id))!;
  const [target] = await t.db
    .select()
    .from(registrationTargets)
    .where(eq(registrationTargets.systemLabel, 'master-orthopedagoog'));
  const [request] = await t.db
    .insert(professionalRequests)
    .values({
      professionalId: professional.id,
      kind: 'reenter',
      status: 'rejected',
      reenterType: 'reenter',
      toBranch: 'gedragswetenschapper',
      toRegistrationTargetId: target!.id,
      motivation: 'Terug na een sabbatical.',
      data: { step: 2 },
    })
    .returning();
  await t.db.insert(disciplinaryMeasures).values({
    professionalId: professional.id,
    requestId: request!.id,
    measureType: 'berisping',
    startsAt: '2020-01-01',
    endsAt: '2020-06-30',
    reason: 'Dossier onvolledig',
  });
  await t.db.insert(medias).values({
    modelType: 'professionalRequest',
    modelId: request!.id,
    filename: 'motivatie.pdf',
    customProperties: { kind: 'motivation' },
  });
  const [type] = await t.db.select().from(diplomaTypes).where(eq(diplomaTypes.systemLabel, 'wo-master'));
  await t.db
    .insert(diplomas)
    .values({ professionalId: professional.id, diplomaTypeId: type!.id, diplomaCity: 'Utrecht' });
  await t.db
    .insert(professionalRequests)
    .values({ professionalId: professional.id, kind: 'branchSwitch', status: 'draft' });
  await t.db.insert(trainingAdvices).values({ professionalId: professional.id, status: 'processing' });
});
afterAll(() => t.close());

const FULL_REQUEST_QUERY = /* GraphQL */ `
  {
    portalInit {
      session {
        sections
        policies
        user {
          detail {
            ... on ProfessionalDetail {
              trainingAdvice {
                statusEnum {
                  value
                  label
                }
              }
              latestRejectedReenterRequest {
                uuid
              }
              latestBranchSwitchRequest {
                status
                permissions {
                  canEdit
                }
                toBranch {
                  value
                }
              }
              latestReenterRequest {
                status
                statusEnum {
                  label
                }
                type {
                  value
                  label
                }
                toBranch {
                  value
                  label
                }
                toRegistrationTargetId
                toRegistrationTarget {
                  label
                  registrationBranch {
                    label
                  }
                }
                motivation
                data
                hasApprovedOrder
                permissions {
                  canEdit
                }
                disciplinaryMeasures {
                  type {
                    value
                    label
                  }
                  startsAt
                  endsAt
                  reason
                }
                medias {
                  nodes {
                    uuid
                    filename
                    updatedAt
                    customProperties
                    signedUrl
                  }
                }
                professional {
                  hasSelfEmployedCompany
                  shownInRegister
                  registerCity
                  isDefaulter
                  shouldSkipPayment
                  diplomas {
                    uuid
                    diplomaCity
                    date
                    type {
                      systemLabel
                      label
                    }
                    diplomaEducation {
                      label
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

describe("a professional's requests and records", () => {
  it('resolve every field for their owner', async () => {
    const browser = t.browser();
    await browser.login('concept@demo.nl');
    const response = await browser.gql(FULL_REQUEST_QUERY);
    expect(response.body.errors).toBeUndefined();
    const { sections, policies, user } = response.body.data.portalInit.session;
    const detail = user.detail;
    expect(detail.trainingAdvice.statusEnum).toEqual({ value: 'processing', label: 'In behandeling' });
    expect(policies['trainingAdvice.complete']).toBe(true);
    expect(sections).toEqual(expect.arrayContaining(['reenter', 'trainingAdvice', 'branchSwitch']));
    expect(detail.latestBranchSwitchRequest).toEqual({
      status: 'draft',
      permissions: { canEdit: true },
      toBranch: null,
    });
    const reenter = detail.latestReenterRequest;
    expect(detail.latestRejectedReenterRequest.uuid).toBeDefined();
    expect(reenter).toMatchObject({
      status: 'rejected',
      statusEnum: { label: 'Afgewezen' },
      type: { value: 'reenter', label: 'Herintreding' },
      toBranch: { value: 'gedragswetenschapper', label: 'Gedragswetenschappers' },
      toRegistrationTarget: {
        label: 'Master orthopedagoog',
        registrationBranch: { label: 'Gedragswetenschappers' },
      },
      motivation: 'Terug na een sabbatical.',
      data: { step: 2 },
      hasApprovedOrder: false,
      permissions: { canEdit: false },
      disciplinaryMeasures: [
        {
          type: { value: 'berisping', label: 'Berisping' },
          startsAt: '2020-01-01',
          endsAt: '2020-06-30',
          reason: 'Dossier onvolledig',
        },
      ],
      professional: {
        hasSelfEmployedCompany: false,
        shownInRegister: false,
        registerCity: null,
        isDefaulter: false,
      },
    });
    expect(reenter.medias.nodes).toEqual([
      expect.objectContaining({
        filename: 'motivatie.pdf',
        customProperties: { kind: 'motivation' },
        signedUrl: null,
      }),
    ]);
    expect(reenter.professional.diplomas).toEqual([
      expect.objectContaining({
        diplomaCity: 'Utrecht',
        type: { systemLabel: 'wo-master', label: 'Wo-master' },
        diplomaEducation: null,
      }),
    ]);
  });

  it('are not visible to another professional', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(FULL_REQUEST_QUERY);
    const detail = response.body.data.portalInit.session.user.detail;
    expect(detail.latestReenterRequest).toBeNull();
    expect(detail.trainingAdvice).toBeNull();
    expect(response.text).not.toMatch(/sabbatical|motivatie\.pdf/);
  });
});
