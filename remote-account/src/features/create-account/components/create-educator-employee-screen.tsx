import { CreateTypedAccountScreen } from './create-typed-account-screen';

/** Route createEducatorEmployee: the account form for this type. */
export default function CreateEducatorEmployeeScreen() {
  return <CreateTypedAccountScreen type="educatorEmployee" />;
}
