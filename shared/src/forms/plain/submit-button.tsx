import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button-class';

/** The primary submit button: disabled with 'Laden...' while the api is answering. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', { block: true })}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? 'Laden...' : children}
    </button>
  );
}
