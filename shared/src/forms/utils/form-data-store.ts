/**
 * Keeps a form's unsaved values while the user moves between routes listed as related (for example from
 * a registration form to adding a diploma and back) and drops them as soon as any other route is visited.
 * The host calls `visitRoute(screen)` on every navigation; forms call it too when they mount.
 */
import type { FormValues } from '../types';

interface StoredForm {
  values: FormValues;
  relatedRoutes: readonly string[];
}

export interface FormDataStore {
  get: <Values extends FormValues = FormValues>(formKey: string) => Values | undefined;
  /** Keeps `values` for as long as only `relatedRoutes` are visited. */
  set: (formKey: string, values: FormValues, relatedRoutes: readonly string[]) => void;
  remove: (formKey: string) => void;
  /** Drops every stored form for which `route` is not a related route. */
  visitRoute: (route: string) => void;
  clear: () => void;
}

export function createFormDataStore(): FormDataStore {
  const forms = new Map<string, StoredForm>();
  return {
    get: <Values extends FormValues = FormValues>(formKey: string) =>
      forms.get(formKey)?.values as Values | undefined,
    set: (formKey, values, relatedRoutes) => {
      forms.set(formKey, { values, relatedRoutes });
    },
    remove: (formKey) => {
      forms.delete(formKey);
    },
    visitRoute: (route) => {
      for (const [formKey, stored] of forms) {
        if (!stored.relatedRoutes.includes(route)) forms.delete(formKey);
      }
    },
    clear: () => forms.clear(),
  };
}

/** The portal-wide store (`@portal/shared` is a Module Federation singleton, so host and remotes share it). */
export const formDataStore = createFormDataStore();
