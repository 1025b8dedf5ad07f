import { CreateTypedAccountScreen } from './create-typed-account-screen';

/** Route createProfessional: the account form for this type. */
export default function CreateProfessionalScreen() {
  return <CreateTypedAccountScreen type="professional" />;
}
