import { createContext, useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { PortalNavigation } from '@portal/shared/contract';
import type { PortalState } from '@portal/shared/session';
import type { RuntimeConfig } from '../config/runtime-config';

export interface PortalContextValue {
  state: PortalState;
  config: RuntimeConfig;
  client: ApolloClient;
  /** Runs portalInitQuery again (SPEC section 4: portal state). */
  initialize: () => Promise<void>;
  navigation: PortalNavigation;
  /** A sign-in or sign-out is re-reading the session and moving on: guards wait for it. */
  sessionMoving: boolean;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal is used outside the PortalProvider');
  return value;
}
