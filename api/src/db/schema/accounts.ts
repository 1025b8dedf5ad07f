/** Accounts and the role-specific detail rows hanging off them. */
import { boolean, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { registrationBranches, restrictionTypes } from './reference';

export const USER_TYPES = ['professional', 'companyEmployee', 'educatorEmployee', 'staff'] as const;
export type UserTypeValue = (typeof USER_TYPES)[number];

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  userType: text('user_type', { enum: USER_TYPES }).notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  restrictionType: text('restriction_type').references(() => restrictionTypes.value),
  initials: text('initials'),
  firstName: text('first_name'),
  infix: text('infix'),
  lastName: text('last_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  phone: text('phone'),
  country: text('country'),
  postalCode: text('postal_code'),
  houseNumber: text('house_number'),
  houseNumberAddition: text('house_number_addition'),
  street: text('street'),
  city: text('city'),
  loginNotificationEnabled: boolean('login_notification_enabled').notNull().default(false),
  legacyAuthorizationConfirmedAt: timestamp('legacy_authorization_confirmed_at', { withTimezone: true }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** Taken over from the old portal (the import sets it): only then is a migration link possible. */
  migratedAt: timestamp('migrated_at', { withTimezone: true }),
});

export const accountVerifications = pgTable('account_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verificationLinkExpiresAt: timestamp('verification_link_expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** SHA-256 of the link's second uuid. */
  linkHash: text('link_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const professionals = pgTable('professionals', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  loginNotification: text('login_notification'),
  firstRegistrationDate: date('first_registration_date', { mode: 'string' }),
  hasUnfinishedProfile: boolean('has_unfinished_profile').notNull().default(false),
  mostRecentVogDeadline: date('most_recent_vog_deadline', { mode: 'string' }),
  hasOldDossier: boolean('has_old_dossier').notNull().default(false),
  hasSelfEmployedCompany: boolean('has_self_employed_company').notNull().default(false),
  shownInRegister: boolean('shown_in_register').notNull().default(false),
  registerStreet: text('register_street'),
  registerHouseNumber: text('register_house_number'),
  registerHouseNumberAddition: text('register_house_number_addition'),
  registerPostalCode: text('register_postal_code'),
  registerCity: text('register_city'),
  registerPhone: text('register_phone'),
  isDefaulter: boolean('is_defaulter').notNull().default(false),
  shouldSkipPayment: boolean('should_skip_payment').notNull().default(false),
});

export const COMPANY_STATUSES = ['active', 'inactive'] as const;
/** Staff check a new company or training provider before it may act (issue 37). */
export const ORGANISATION_VERIFICATIONS = ['pending', 'confirmed', 'rejected'] as const;
export type OrganisationVerification = (typeof ORGANISATION_VERIFICATIONS)[number];
export const EMPLOYEE_ROLES = ['beheerder', 'contactpersoon'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
/** A contact person's e-mail digest of changes among linked professionals (issue 39). */
export const DIGEST_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The columns of a company's or provider's check by staff. */
const verificationColumns = () => ({
  verification: text('verification', { enum: ORGANISATION_VERIFICATIONS }).notNull().default('pending'),
  verificationReason: text('verification_reason'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: text('verified_by'),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kvkNumber: text('kvk_number').unique(),
  paysForEmployees: boolean('pays_for_employees').notNull().default(false),
  billingEmail: text('billing_email'),
  hasUnfinishedProfile: boolean('has_unfinished_profile').notNull().default(false),
  status: text('status', { enum: COMPANY_STATUSES }).notNull().default('active'),
  ...verificationColumns(),
  phone: text('phone'),
  website: text('website'),
});

export const companyBranches = pgTable(
  'company_branches',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchValue: text('branch_value')
      .notNull()
      .references(() => registrationBranches.value),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.branchValue] })],
);

export const companyEmployees = pgTable('company_employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  jobTitle: text('job_title'),
  role: text('role', { enum: EMPLOYEE_ROLES }).notNull().default('contactpersoon'),
  digest: text('digest', { enum: DIGEST_FREQUENCIES }).notNull().default('none'),
  digestSince: timestamp('digest_since', { withTimezone: true }),
});

export const educators = pgTable('educators', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  hasUnfinishedProfile: boolean('has_unfinished_profile').notNull().default(false),
  ...verificationColumns(),
  phone: text('phone'),
  website: text('website'),
  description: text('description'),
  street: text('street'),
  houseNumber: text('house_number'),
  houseNumberAddition: text('house_number_addition'),
  postalCode: text('postal_code'),
  city: text('city'),
  billingEmail: text('billing_email'),
});

export const educatorEmployees = pgTable('educator_employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  educatorId: uuid('educator_id')
    .notNull()
    .references(() => educators.id),
  role: text('role', { enum: EMPLOYEE_ROLES }).notNull().default('contactpersoon'),
});
