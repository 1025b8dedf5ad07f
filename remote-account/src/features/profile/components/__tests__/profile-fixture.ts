import type { AccountProfile } from '../../api/account-profile';

/** A complete professional's profile as the api returns it. */
export const PROFILE: AccountProfile = {
  email: 'anna@demo.nl',
  initials: 'A.',
  firstName: 'Anna',
  infix: 'de',
  lastName: 'Vries',
  phone: '0612345678',
  country: 'NL',
  postalCode: '1234 AB',
  houseNumber: '12',
  houseNumberAddition: null,
  street: 'Dorpsstraat',
  city: 'Utrecht',
  loginNotification: true,
  shownInRegister: false,
  registerStreet: null,
  registerHouseNumber: null,
  registerHouseNumberAddition: null,
  registerPostalCode: null,
  registerCity: null,
  registerPhone: null,
  jobTitle: null,
  hasUnfinishedProfile: false,
  steps: ['persoonsgegevens', 'adres', 'voorkeuren'],
};
