/**
 * Who the register is, in one place: its name, postal address and the documents a text may name. The
 * host's footer, the api's PDFs and the signature of its mails all read it, so they never disagree
 * (issue 36: the invoice gave another address than the footer). React-free: the api imports it.
 */
export const REGISTER = {
  name: 'Stichting Kwaliteitsregister Jeugd',
  shortName: 'SKJ',
  /** The postal address, one line per entry, as on an envelope. */
  postalAddress: ['Postbus 85149', '3508 AC Utrecht'],
  email: 'info@skjeugd.nl',
  website: 'https://skjeugd.nl',
} as const;

/** The register's documents and help pages on its own site (the footer's link list). */
export const REGISTER_LINKS = {
  faq: 'https://skjeugd.nl/veelgestelde-vragen/',
  contact: 'https://skjeugd.nl/contact/',
  directDebitForm: 'https://skjeugd.nl/machtigingsformulier-incasso.pdf',
  helpCentre: 'https://informatiebank.skjeugd.nl/',
  disclaimer: 'https://skjeugd.nl/disclaimer/',
  privacy: 'https://skjeugd.nl/privacyverklaring/',
  terms: 'https://skjeugd.nl/algemene-voorwaarden/',
  facebook: 'https://www.facebook.com/skjeugd',
  linkedIn: 'https://www.linkedin.com/company/skjeugd',
  twitter: 'https://twitter.com/skjeugd',
} as const;

/** The register's postal address on one line ('Postbus 85149, 3508 AC Utrecht'). */
export const REGISTER_ADDRESS_LINE = REGISTER.postalAddress.join(', ');
