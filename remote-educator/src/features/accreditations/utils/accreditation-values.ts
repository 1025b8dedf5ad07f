/**
 * The wizard's values and the api's: numbers are typed as text in the form (a comma becomes a point on blur) and
 * sent as numbers; the documents are the stored files, sent as their uuids.
 */
import { mediaUuids, type MediaItem } from '@portal/shared/forms';
import type { AccreditationDetail } from '../api/accreditation-query';
import type { AccreditationInput } from '../../../generated/operation-types';

export interface AccreditationValues {
  [field: string]: unknown;
  title?: string;
  description?: string;
  chambers?: string[];
  form?: string;
  contactHours?: string;
  points?: string;
  programme?: string;
  trainers?: string;
  hasFinalTest?: boolean;
  finalTestDescription?: string;
  validityYears?: string;
  documents?: MediaItem[];
}

const numberText = (value: number) => (value > 0 ? String(value) : '');

/** The stored application as the form's values; a renewal leaves out the documents (uploaded anew). */
export function valuesOf(row: AccreditationDetail, { renewal = false } = {}): AccreditationValues {
  return {
    title: row.title,
    description: row.description,
    chambers: row.chambers.length > 0 ? row.chambers : undefined,
    form: row.form,
    contactHours: numberText(row.contactHours),
    points: numberText(row.points),
    programme: row.programme,
    trainers: row.trainers,
    hasFinalTest: row.hasFinalTest,
    finalTestDescription: row.finalTestDescription,
    validityYears: String(row.validityYears),
    documents: renewal ? [] : row.documents,
  };
}

function numberOf(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function inputOf(values: AccreditationValues): AccreditationInput {
  return {
    title: textOf(values.title),
    description: textOf(values.description),
    chambers: values.chambers ?? [],
    form: textOf(values.form),
    contactHours: numberOf(values.contactHours),
    points: numberOf(values.points),
    programme: textOf(values.programme),
    trainers: textOf(values.trainers),
    hasFinalTest: values.hasFinalTest === true,
    finalTestDescription: textOf(values.finalTestDescription),
    validityYears: values.validityYears ? Number(values.validityYears) : null,
    documentUuids: mediaUuids(values.documents ?? []),
  };
}
