/** The employer's linked-professional operations (issue 39), as the api tests and the bench send them. */
export const COMPANY_PROFESSIONALS = `query companyProfessionals($page: Int, $pageSize: Int, $search: String, $sort: String,
  $order: String, $status: String, $chamber: String, $endsFrom: Date, $endsTill: Date) {
  companyProfessionals(page: $page, pageSize: $pageSize, search: $search, sort: $sort, order: $order,
    status: $status, chamber: $chamber, endsFrom: $endsFrom, endsTill: $endsTill) {
    totalCount page pageSize
    nodes { linkUuid linkStatus name registrationNumber chamber { value label } target status { value label }
      validUntil sharesProgress reRegistrationProgress { status deadline } } } }`;
export const COMPANY_PROFESSIONALS_CSV = `query companyProfessionalsCsv($search: String, $sort: String, $order: String,
  $status: String, $chamber: String, $endsFrom: Date, $endsTill: Date) {
  companyProfessionalsCsv(search: $search, sort: $sort, order: $order, status: $status, chamber: $chamber,
    endsFrom: $endsFrom, endsTill: $endsTill) }`;
export const COMPANY_MUTATIONS = `query companyProfessionalMutations($page: Int, $pageSize: Int, $kind: String, $from: Date, $till: Date) {
  companyProfessionalMutations(page: $page, pageSize: $pageSize, kind: $kind, from: $from, till: $till) {
    totalCount page pageSize nodes { uuid kind { value label } name registrationNumber occurredAt } } }`;
export const COMPANY_MUTATIONS_CSV = `query companyProfessionalMutationsCsv($kind: String, $from: Date, $till: Date) {
  companyProfessionalMutationsCsv(kind: $kind, from: $from, till: $till) }`;
export const COMPANY_DASHBOARD = `query companyDashboard { companyDashboard {
  requestedLinks endingSoon suspended expired activeLinks recentMutations programmeDecisions openInvoices endingSoonFrom endingSoonTill recentMutationsFrom } }`;
export const CHAMBER_REQUIREMENTS = `query chamberReRegistrationRequirements { chamberReRegistrationRequirements {
  chamber { value label } sets { label workHoursFrom workHoursBelow totalPointsMinimum
    requirements { category unit minimum isWorkExperience } } } }`;
export const PUBLIC_REGISTER = `query publicRegister($registrationNumber: String, $lastName: String, $town: String) {
  publicRegister(registrationNumber: $registrationNumber, lastName: $lastName, town: $town) {
    throttled message totalCount
    entries { name initials registrationNumber chamber target status isValid registeredOn measure { label startsAt endsAt } } } }`;
