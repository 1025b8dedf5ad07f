import { CreateTypedAccountScreen } from './create-typed-account-screen';

/** Route createCompanyEmployee: the account form for this type. */
export default function CreateCompanyEmployeeScreen() {
  return <CreateTypedAccountScreen type="companyEmployee" />;
}
