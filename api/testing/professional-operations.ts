/** The professional portal's operations as the remote will send them (docs/contracts/professional-operations.md). */

const ITEM_FIELDS = /* GraphQL */ `
  uuid
  status
  step
  data
  submittedAt
  decidedAt
  decisionReason
  registrationTarget { uuid systemLabel }
  permissions { canEdit }
  medias { nodes { uuid filename updatedAt customProperties signedUrl } }
`;

export const REGISTRATION_ITEM = `query registrationItem($uuid: String!) { registrationItem(uuid: $uuid) { ${ITEM_FIELDS} } }`;
export const PROFESSIONAL_REGISTRATIONS = `query professionalRegistrations { professionalRegistrations { uuid status registrationNumber publicUuid periods items { uuid status fromDate tillDate } } }`;
export const CREATE_REGISTRATION = `mutation createRegistration($registrationTargetUuid: String!) { createRegistration(registrationTargetUuid: $registrationTargetUuid) { ${ITEM_FIELDS} } }`;
export const SAVE_REGISTRATION_STEP = `mutation saveRegistrationStep($uuid: String!, $step: String!, $data: JSON!, $isDraft: Int) { saveRegistrationStep(uuid: $uuid, step: $step, data: $data, isDraft: $isDraft) { ${ITEM_FIELDS} } }`;
export const REQUEST_REGISTRATION_INVOICE = `mutation requestRegistrationInvoice($uuid: String!) { requestRegistrationInvoice(uuid: $uuid) { invoiceUuid amountCents status } }`;
export const SUBMIT_REGISTRATION = `mutation submitRegistration($uuid: String!) { submitRegistration(uuid: $uuid) { ${ITEM_FIELDS} } }`;
export const START_FROM_REJECTED = `mutation startRegistrationFromRejected($uuid: String!) { startRegistrationFromRejected(uuid: $uuid) { ${ITEM_FIELDS} } }`;
export const DIPLOMA_OPTIONS = `query diplomaOptions { diplomaOptions { types { value label } educations { value label } educators { value label } } }`;
export const ADD_DIPLOMA = `mutation addDiploma($input: DiplomaInput!) { addDiploma(input: $input) { uuid diplomaCity diplomaEducationLabel diplomaEducatorLabel date type { uuid label systemLabel } diplomaEducation { uuid label } diplomaEducator { uuid label } medias { nodes { uuid filename signedUrl } } } }`;
export const MY_DIPLOMAS = `query myDiplomas { myDiplomas { uuid diplomaCity date type { uuid label } medias { nodes { uuid filename signedUrl } } } }`;
export const REMOVE_DIPLOMA = `mutation removeDiploma($uuid: String!) { removeDiploma(uuid: $uuid) }`;
export const VOG_RECORDS = `query vogRecords { vogRecords { uuid issuedOn validUntil medias { nodes { uuid filename signedUrl } } } }`;
export const ADD_VOG_RECORD = `mutation addVogRecord($issuedOn: String!, $mediaUuid: String!) { addVogRecord(issuedOn: $issuedOn, mediaUuid: $mediaUuid) { uuid issuedOn validUntil } }`;
export const MY_REGISTRATION_CARD = `query myRegistrationCard { myRegistrationCard { publicUuid name registrationNumber branch target validUntil status { value label } statusText } }`;
export const REGISTRATION_CARD = `query registrationCard($uuid: String!) { registrationCard(uuid: $uuid) { publicUuid name initials registrationNumber registrationDate branch target validUntil status { value label } statusText registerCity disciplinaryMeasures { label startsAt endsAt } } }`;
export const ORDER_REPLACEMENT_CARD = `mutation orderReplacementCard { orderReplacementCard { invoiceUuid } }`;
export const MY_INVOICES = `query myInvoices { myInvoices { uuid number date dueDate description amountCents status { value label } collectedByDirectDebit } }`;
export const DIRECT_DEBIT_MANDATE = `query directDebitMandate { directDebitMandate { uuid reference accountHolder iban signedAt } }`;
export const SIGN_MANDATE = `mutation signDirectDebitMandate($accountHolder: String!, $iban: String!, $consent: Int!) { signDirectDebitMandate(accountHolder: $accountHolder, iban: $iban, consent: $consent) { uuid reference accountHolder iban signedAt } }`;
export const REVOKE_MANDATE = `mutation revokeDirectDebitMandate { revokeDirectDebitMandate }`;
export const PROFESSIONAL_ATTENTION = `query professionalAttention { professionalAttention { kind message uuid date reason } }`;
export const REGISTRATION_CHOICES = `query registrationChoices { registrationChoices { firstYearFeeCents target { uuid label systemLabel isPostmaster registrationBranch { value label } } } }`;
export const NEXT_YEARLY_INVOICE = `query nextYearlyInvoice { nextYearlyInvoice { lines { description amountCents } totalCents collectedByDirectDebit } }`;
export const REPLACEMENT_CARD_FEE = `query replacementCardFeeCents { replacementCardFeeCents }`;
