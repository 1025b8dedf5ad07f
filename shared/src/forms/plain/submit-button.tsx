import type { ReactNode } from 'react';

/** The primary submit button: disabled with 'Laden...' while the api is answering. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="portal-button portal-button--primary portal-button--block"
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? 'Laden...' : children}
    </button>
  );
}
