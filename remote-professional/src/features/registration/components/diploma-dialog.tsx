/**
 * 'Diploma toevoegen' as a dialog with a form of its own: a diploma is a record of its own
 * (`addDiploma`), saved at once with its copies, apart from the wizard's step. The dialog renders
 * outside the wizard's `<form>` in the page, and its submit event stops here, so the two never mix.
 */
import { Modal } from 'antd';
import {
  DateField,
  DocumentUploadField,
  MultiStepForm,
  SearchSelectField,
  SelectField,
  TextField,
  mediaUuids,
  type FieldErrors,
  type FormStep,
} from '@portal/shared/forms';
import { OTHER_OPTION_VALUE } from '@portal/shared/options';
import { DIPLOMA_RULES, OTHER_NAME_MESSAGE } from '@portal/shared/validation';
import { useAddDiploma } from '../api/add-diploma';
import type { DiplomaOptions } from '../api/diploma-options';

const RULES = { ...DIPLOMA_RULES, mediaUuids: 'required' };
const withoutOther = (options: DiplomaOptions['educations']) =>
  options.filter((option) => option.value !== OTHER_OPTION_VALUE);

type DiplomaValues = Record<string, unknown>;

/** The api's check beside its rules: 'Anders, namelijk...' needs a name. */
function otherNameErrors(values: DiplomaValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [choice, name] of [
    ['diplomaEducationUuid', 'diplomaEducationLabel'],
    ['diplomaEducatorUuid', 'diplomaEducatorLabel'],
  ] as const) {
    if (values[choice] === OTHER_OPTION_VALUE && !String(values[name] ?? '').trim()) {
      errors[name] = [OTHER_NAME_MESSAGE];
    }
  }
  return errors;
}

export interface DiplomaDialogProps {
  open: boolean;
  options: DiplomaOptions;
  onClose: () => void;
  onAdded: () => void;
}

function diplomaStep(options: DiplomaOptions): FormStep<DiplomaValues> {
  return {
    key: 'diploma',
    title: 'Gegevens van het diploma',
    rules: RULES,
    render: () => (
      <>
        <SelectField name="diplomaTypeUuid" label="Soort diploma" options={options.types} />
        <SearchSelectField
          name="diplomaEducationUuid"
          label="Opleiding"
          options={withoutOther(options.educations)}
          otherName="diplomaEducationLabel"
        />
        <SearchSelectField
          name="diplomaEducatorUuid"
          label="Onderwijsinstelling"
          options={withoutOther(options.educators)}
          otherName="diplomaEducatorLabel"
        />
        <TextField name="diplomaCity" label="Plaats van de onderwijsinstelling" />
        <DateField name="date" label="Datum diploma" />
        <DocumentUploadField
          name="mediaUuids"
          label="Kopie van het diploma"
          extra="PDF, JPG of PNG, maximaal 10 MB."
        />
      </>
    ),
  };
}

export function DiplomaDialog({ open, options, onClose, onAdded }: DiplomaDialogProps) {
  const addDiploma = useAddDiploma();

  const submit = async (values: DiplomaValues): Promise<FieldErrors | undefined> => {
    const nameErrors = otherNameErrors(values);
    if (Object.keys(nameErrors).length > 0) return nameErrors;
    const other = (choice: string, name: string) =>
      values[choice] === OTHER_OPTION_VALUE ? String(values[name] ?? '').trim() : undefined;
    const outcome = await addDiploma.run({
      input: {
        diplomaTypeUuid: String(values.diplomaTypeUuid),
        diplomaEducationUuid: String(values.diplomaEducationUuid),
        diplomaEducationLabel: other('diplomaEducationUuid', 'diplomaEducationLabel'),
        diplomaEducatorUuid: String(values.diplomaEducatorUuid),
        diplomaEducatorLabel: other('diplomaEducatorUuid', 'diplomaEducatorLabel'),
        diplomaCity: String(values.diplomaCity).trim(),
        date: String(values.date),
        mediaUuids: mediaUuids(values.mediaUuids),
      },
    });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed) throw new Error('addDiploma failed');
    onAdded();
    return undefined;
  };

  return (
    <Modal open={open} title="Diploma toevoegen" onCancel={onClose} footer={null} destroyOnHidden>
      {/* React passes events up through the dialog's portal: this form's submit stays out of the wizard's. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <MultiStepForm<DiplomaValues>
          steps={[diplomaStep(options)]}
          submitLabel="Diploma opslaan"
          titledByContainer
          onSubmit={submit}
        />
      </div>
    </Modal>
  );
}
