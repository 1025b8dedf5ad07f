import { Component, type ReactNode } from 'react';
import type { RemoteErrorKind } from '@portal/shared-contract';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** A failed `import()` of a screen, as webpack and the browsers word it. */
export function errorKindOf(error: unknown): RemoteErrorKind {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_FAILURE.test(text) ? 'chunk' : 'render';
}

interface Props {
  onError: (error: unknown, kind: RemoteErrorKind) => void;
  children: ReactNode;
}

/**
 * Catches a screen's render error or failed chunk inside the remote and hands it to the host, which
 * reloads once and then shows its own Dutch panel with a retry. The remote shows nothing of its own.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error, errorKindOf(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
