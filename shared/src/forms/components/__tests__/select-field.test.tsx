import { screen, within } from '@testing-library/react';
import { OTHER_OPTION_VALUE } from '@portal/shared/options';
import { renderInForm } from '../../testing/render-in-form';
import { SelectField } from '../select-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

const EDUCATIONS = [
  { value: 'sw', label: 'Social Work' },
  { value: 'ped', label: 'Pedagogiek' },
];

async function choose(user: ReturnType<typeof renderInForm>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  // antd renders an accessible listbox next to the visible options; pick the visible one by its title.
  expect(within(listbox).getByRole('option', { name: option })).toBeInTheDocument();
  await user.click(document.querySelector(`.ant-select-item-option[title="${option}"]`) as HTMLElement);
}

describe('SelectField', () => {
  it('stores the chosen option value', async () => {
    const { user, values } = renderInForm(
      <SelectField name="education" label="Opleiding" options={EDUCATIONS} />,
    );
    await choose(user, 'Opleiding', 'Pedagogiek');
    expect(values()).toEqual({ education: 'ped' });
  });

  it("reveals a text field for 'Anders, namelijk...' and clears it when another option is chosen", async () => {
    const { user, values } = renderInForm(
      <SelectField name="education" label="Opleiding" options={EDUCATIONS} otherName="educationLabel" />,
    );
    expect(screen.queryByLabelText('Anders, namelijk')).not.toBeInTheDocument();

    await choose(user, 'Opleiding', 'Anders, namelijk...');
    await user.type(await screen.findByLabelText('Anders, namelijk'), 'Jeugdzorg');
    expect(values()).toEqual({ education: OTHER_OPTION_VALUE, educationLabel: 'Jeugdzorg' });

    await choose(user, 'Opleiding', 'Social Work');
    expect(screen.queryByLabelText('Anders, namelijk')).not.toBeInTheDocument();
    expect(values()).toEqual({ education: 'sw' });
  });

  it('shows the required error in Dutch on the select', async () => {
    const { user } = renderInForm(<SelectField name="education" label="Opleiding" options={EDUCATIONS} />, {
      rules: { education: 'required' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByLabelText('Opleiding')).toHaveAttribute('aria-invalid', 'true');
  });
});
