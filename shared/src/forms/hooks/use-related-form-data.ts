/**
 * Unsaved form values that survive moving between related routes (see `createFormDataStore`).
 * Reading happens once, when the form mounts on `currentRoute`; `save` keeps the latest values.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FormValues } from '../types';
import { formDataStore as defaultStore, type FormDataStore } from '../utils/form-data-store';

export interface RelatedFormData<Values extends FormValues> {
  /** The values kept from a related route, undefined when there are none. */
  storedValues: Values | undefined;
  save: (values: Values) => void;
  clear: () => void;
}

export function useRelatedFormData<Values extends FormValues = FormValues>(
  formKey: string,
  relatedRoutes: readonly string[],
  currentRoute: string,
  store: FormDataStore = defaultStore,
): RelatedFormData<Values> {
  const [storedValues] = useState(() => {
    store.visitRoute(currentRoute);
    return store.get<Values>(formKey);
  });
  // The list is usually written inline; compare its content, not its identity.
  const routesKey = JSON.stringify([...relatedRoutes, currentRoute]);
  const routes = useMemo(() => JSON.parse(routesKey) as string[], [routesKey]);
  const save = useCallback((values: Values) => store.set(formKey, values, routes), [formKey, routes, store]);
  const clear = useCallback(() => store.remove(formKey), [formKey, store]);
  return { storedValues, save, clear };
}
