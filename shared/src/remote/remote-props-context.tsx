import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { RemoteScreenProps } from '../contract/remote-contract';

/** Inside a remote, the props the host passed: session, client, navigation, route params. */
export const RemotePropsContext = createContext<RemoteScreenProps | null>(null);

export function useRemoteProps(): RemoteScreenProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps is used outside a remote screen');
  return props;
}

type PortalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path inside the portal, e.g. '/wachtwoord/vergeten'. */
  to: string;
};

/** A link that navigates through the host's router (a remote has no router of its own). */
export function PortalLink({ to, onClick, ...rest }: PortalLinkProps) {
  const { navigation } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    navigation.navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}
