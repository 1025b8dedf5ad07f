import type { ReactNode } from 'react';

/** Props every field component takes. */
export interface BaseFieldProps {
  /** Path of the value in the form (`email`, `diplomas.0.city`); also the key of its rules and errors. */
  name: string;
  label: ReactNode;
  /** Help text below the input. */
  extra?: ReactNode;
  disabled?: boolean;
}
