/**
 * The rules and the reference date of the form around a field. The multi-step form provides the
 * current step's rules; fields read them to mark required fields and to limit selectable dates.
 */
import { createContext, useContext } from 'react';
import type { FormRules } from '../types';

export interface FormRulesContextValue {
  rules: FormRules;
  /** 'YYYY-MM-DD' that counts as today for date rules; the local date when absent. */
  today?: string;
}

export const FormRulesContext = createContext<FormRulesContextValue>({ rules: {} });

export function useFormRules(): FormRulesContextValue {
  return useContext(FormRulesContext);
}
