/** The drizzle description of the tables the SQL migrations create (a test checks they agree). */
export * from './reference';
export * from './accounts';
export * from './registrations';
export * from './system';
export * from './account-tokens';
export * from './billing';
export * from './professional';
export * from './mail-queue';
export * from './links';
export * from './re-registration';
export * from './jobs';
export * from './cycle-requests';
export * from './employer';
export * from './organisation-profile';
export * from './practical-programmes';
export * from './accreditations';
export * from './session-changes';
