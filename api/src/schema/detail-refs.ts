/**
 * References to the user-detail types, declared apart from their fields because requests point
 * back at their professional (a cycle between the type files otherwise).
 */
import type { UserRow } from '../auth/session-store';
import { builder } from '../builder';
import type { CompanyRow, EducatorRow, ProfessionalRow } from '../db/queries/accounts';
import type { companyEmployees, educatorEmployees } from '../db/schema';

export interface ProfessionalDetailShape {
  kind: 'professional';
  user: UserRow;
  professional: ProfessionalRow;
}

export interface CompanyEmployeeDetailShape {
  kind: 'companyEmployee';
  user: UserRow;
  employee: typeof companyEmployees.$inferSelect;
  company: CompanyRow;
}

export interface EducatorEmployeeDetailShape {
  kind: 'educatorEmployee';
  user: UserRow;
  employee: typeof educatorEmployees.$inferSelect;
  educator: EducatorRow;
}

export type UserDetailShape =
  | ProfessionalDetailShape
  | CompanyEmployeeDetailShape
  | EducatorEmployeeDetailShape;

export const UserDetailRef = builder.interfaceRef<UserDetailShape>('UserDetail');
export const ProfessionalDetailRef = builder.objectRef<ProfessionalDetailShape>('ProfessionalDetail');
export const CompanyEmployeeDetailRef =
  builder.objectRef<CompanyEmployeeDetailShape>('CompanyEmployeeDetail');
export const EducatorEmployeeDetailRef =
  builder.objectRef<EducatorEmployeeDetailShape>('EducatorEmployeeDetail');
