import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * The host's boundary around every remote mount: an error thrown while the host mounts or updates a
 * remote goes the same way as one the remote reports (reload once, then the panel with a retry).
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
