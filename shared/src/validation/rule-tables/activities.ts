/**
 * An activity of a re-registration round (remote-professional's activity forms and the api's
 * createActivity/updateActivity): one rule source. The date's bounds are values the api gives per
 * round (`activityDateMin`, `activityDateMax`: inside the period and never after today), which the
 * form and the server both put beside the answers, so the date field offers only those days.
 */
import type { ValidationRules } from '../types';

export const ACTIVITY_RULES = {
  categoryCode: 'required|max:60',
  title: 'required|max:200',
  providerName: 'required|max:200',
  activityDate: 'required|date|activity_date:activityDateMin,activityDateMax',
  hours: 'required|numeric|gt:0|max:10000',
  points: 'nullable|numeric|min:0|max:10000',
} as const satisfies ValidationRules;

/** A session of a reflection or supervision track: the parent gives category and provider. */
export const SUB_ACTIVITY_RULES = {
  title: ACTIVITY_RULES.title,
  activityDate: ACTIVITY_RULES.activityDate,
  hours: ACTIVITY_RULES.hours,
} as const satisfies ValidationRules;

/** The work-experience hours an employer confirms (or corrects) for a werkgeversverklaring. */
export const EMPLOYER_STATEMENT_RULES = {
  hours: 'required|numeric|min:0|max:20000',
} as const satisfies ValidationRules;

/** The signed werkgeversverklaring a professional uploads (one file). */
export const EMPLOYER_STATEMENT_UPLOAD_RULES = {
  mediaUuid: 'required',
} as const satisfies ValidationRules;
