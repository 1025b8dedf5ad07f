/** Reads of a professional's own records, sent by other parties to prove they get nothing. */
export const PROFESSIONAL_DETAIL_PROBE = `query probe {
  myDiplomas { __typename }
  myEmployerLinks { uuid companyName }
}`;
