import { screen, within } from '@testing-library/react';
import { OTHER_OPTION_VALUE } from '@portal/shared/options';
import { FORM_TEXT } from '../../messages';
import { renderInForm } from '../../testing/render-in-form';
import { SearchSelectField } from '../search-select-field';
import { SelectField } from '../select-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

const EDUCATIONS = [
  { value: 'sw', label: 'Social Work' },
  { value: 'ped', label: 'Pedagogiek' },
];
const YEARS = [
  { value: 2024, label: '2024' },
  { value: 2025, label: '2025' },
];

type User = ReturnType<typeof renderInForm>['user'];

/** The native select: the option picked by its visible text, as a keyboard or screen-reader user does. */
const chooseNative = (user: User, label: string, option: string) =>
  user.selectOptions(screen.getByLabelText(label), screen.getByRole('option', { name: option }));

async function chooseSearchable(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  // antd renders an accessible listbox next to the visible options; pick the visible one by its title.
  expect(within(listbox).getByRole('option', { name: option })).toBeInTheDocument();
  await user.click(document.querySelector(`.ant-select-item-option[title="${option}"]`) as HTMLElement);
}

describe('SelectField', () => {
  it("is the browser's own select, named by its label, with the placeholder until a choice is made", () => {
    renderInForm(<SelectField name="education" label="Opleiding" options={EDUCATIONS} />);
    const select = screen.getByRole('combobox', { name: 'Opleiding' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue(FORM_TEXT.selectPlaceholder);
    // The placeholder cannot be chosen again unless the field may be emptied.
    expect(screen.getByRole('option', { name: FORM_TEXT.selectPlaceholder })).toBeDisabled();
  });

  it('stores the chosen option value, numbers as numbers', async () => {
    const { user, values } = renderInForm(
      <>
        <SelectField name="education" label="Opleiding" options={EDUCATIONS} />
        <SelectField name="year" label="Jaar" options={YEARS} />
      </>,
    );
    await chooseNative(user, 'Opleiding', 'Pedagogiek');
    await user.selectOptions(screen.getByLabelText('Jaar'), '2025');
    expect(values()).toEqual({ education: 'ped', year: 2025 });
    expect(screen.getByLabelText('Opleiding')).toHaveDisplayValue('Pedagogiek');
  });

  it('shows a stored value and can be emptied again when allowClear is given', async () => {
    const { user, values } = renderInForm(
      <SelectField name="education" label="Opleiding" options={EDUCATIONS} allowClear />,
      { initialValues: { education: 'sw' } },
    );
    expect(screen.getByLabelText('Opleiding')).toHaveDisplayValue('Social Work');
    await chooseNative(user, 'Opleiding', FORM_TEXT.selectPlaceholder);
    // As the searchable select's clear does: the field holds no choice.
    expect(values()).toEqual({ education: null });
  });

  it("reveals a text field for 'Anders, namelijk...' and clears it when another option is chosen", async () => {
    const { user, values } = renderInForm(
      <SelectField name="education" label="Opleiding" options={EDUCATIONS} otherName="educationLabel" />,
    );
    expect(screen.queryByLabelText('Anders, namelijk')).not.toBeInTheDocument();

    await chooseNative(user, 'Opleiding', 'Anders, namelijk...');
    await user.type(await screen.findByLabelText('Anders, namelijk'), 'Jeugdzorg');
    expect(values()).toEqual({ education: OTHER_OPTION_VALUE, educationLabel: 'Jeugdzorg' });

    await chooseNative(user, 'Opleiding', 'Social Work');
    expect(screen.queryByLabelText('Anders, namelijk')).not.toBeInTheDocument();
    expect(values()).toEqual({ education: 'sw' });
  });

  it('shows the required error in Dutch on the select', async () => {
    const { user } = renderInForm(<SelectField name="education" label="Opleiding" options={EDUCATIONS} />, {
      rules: { education: 'required' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    const select = screen.getByLabelText('Opleiding');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(select).toHaveClass('portal-select--error');
  });
});

describe('SearchSelectField', () => {
  it('stores the option chosen from the list', async () => {
    const { user, values } = renderInForm(
      <SearchSelectField
        name="education"
        label="Opleiding"
        options={EDUCATIONS}
        otherName="educationLabel"
      />,
    );
    await chooseSearchable(user, 'Opleiding', 'Anders, namelijk...');
    expect(values()).toEqual({ education: OTHER_OPTION_VALUE });
    expect(await screen.findByLabelText('Anders, namelijk')).toBeInTheDocument();
  });
});
