import { SwitchScreen } from './switch-screen';

/** Overstappen naar postmasterregistratie (`/targetwissel/{uuid?}/{step}`). */
export default function TargetSwitchScreen() {
  return <SwitchScreen kind="targetSwitch" />;
}
