import { SwitchScreen } from './switch-screen';

/** Kamerwisselen (`/kamerwissel/{uuid?}/{step}`). */
export default function BranchSwitchScreen() {
  return <SwitchScreen kind="branchSwitch" />;
}
