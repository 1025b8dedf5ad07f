/**
 * Keeps a field's state in final-form for as long as the form lives, and tells which fields are on
 * screen now.
 *
 * Why: final-form drops a field's state with its last subscriber, and react-final-form 7.0.1's
 * `useField`, mounting a field it holds no state for, sets the value back to the form's initial value
 * (meant for `destroyOnUnregister`, but it runs for every mount). A multi-step form unmounts a step's
 * fields on 'Volgende' (and a conditional field when its condition turns off), so on 'Vorige' the
 * field showed its starting value and the next save sent that over what the user had typed. An extra
 * registration, made before the field's own and never released, keeps the state and so the value.
 * It goes when the form does: final-form holds it, nothing else does.
 */
import { useEffect } from 'react';
import type { FormApi } from 'final-form';
import type { FormValues } from '../types';

interface FieldPresence {
  /** Fields with a kept registration. */
  kept: Set<string>;
  /** Fields on screen, with how many components show each. */
  shown: Map<string, number>;
}

const presenceByForm = new WeakMap<object, FieldPresence>();

function presenceOf(form: object): FieldPresence {
  let presence = presenceByForm.get(form);
  if (!presence) {
    presence = { kept: new Set(), shown: new Map() };
    presenceByForm.set(form, presence);
  }
  return presence;
}

const ignoreFieldState = () => undefined;

/**
 * Call before `useField(name)` in the same component: effects run in call order, so the kept
 * registration exists when `useField` registers the field for the first time.
 */
export function useKeptFieldState<Values extends FormValues>(form: FormApi<Values>, name: string): void {
  useEffect(() => {
    const { kept, shown } = presenceOf(form);
    if (!kept.has(name)) {
      kept.add(name);
      form.registerField(name, ignoreFieldState, {}, { silent: true });
    }
    shown.set(name, (shown.get(name) ?? 0) + 1);
    return () => {
      const count = (shown.get(name) ?? 1) - 1;
      if (count > 0) shown.set(name, count);
      else shown.delete(name);
    };
  }, [form, name]);
}

/**
 * The fields on screen now. `form.getRegisteredFields()` also lists every field shown earlier, since
 * their registrations are kept.
 */
export function shownFields<Values extends FormValues>(form: FormApi<Values>): string[] {
  return [...(presenceByForm.get(form)?.shown.keys() ?? [])];
}
