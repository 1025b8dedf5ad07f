import { gql, type TypedDocumentNode } from '@apollo/client';
import { useClientQuery } from '@portal/shared/data';
import type {
  ChamberReRegistrationRequirementsQuery,
  ChamberReRegistrationRequirementsQueryVariables,
} from '../../../generated/operation-types';

export type ChamberRequirements =
  ChamberReRegistrationRequirementsQuery['chamberReRegistrationRequirements'][number];

/** Each chamber's requirements: the configuration the professional's re-registration reads. */
export const CHAMBER_REQUIREMENTS: TypedDocumentNode<
  ChamberReRegistrationRequirementsQuery,
  ChamberReRegistrationRequirementsQueryVariables
> = gql`
  query chamberReRegistrationRequirements {
    chamberReRegistrationRequirements {
      chamber {
        value
        label
      }
      sets {
        label
        workHoursFrom
        workHoursBelow
        totalPointsMinimum
        requirements {
          category
          unit
          minimum
          isWorkExperience
        }
      }
    }
  }
`;

export const useChamberRequirements = () => useClientQuery(CHAMBER_REQUIREMENTS, {});
