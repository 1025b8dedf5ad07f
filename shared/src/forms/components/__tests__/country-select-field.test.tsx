import { screen, within } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import { CountrySelectField } from '../country-select-field';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

describe('CountrySelectField', () => {
  it("lists the seven countries under the label 'Land' and stores the country code", async () => {
    const { user, values } = renderInForm(<CountrySelectField name="country" />);
    await user.click(screen.getByLabelText('Land'));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The accessible listbox renders only the options around the active one; the visible list has all.
    const visible = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(visible).toEqual([
      'Nederland',
      'België',
      'Duitsland',
      'Frankrijk',
      'Spanje',
      'Caribisch Nederland',
      'Suriname',
    ]);
    expect(names.length).toBeGreaterThan(0);

    await user.click(
      document.querySelector('.ant-select-item-option[title="Caribisch Nederland"]') as HTMLElement,
    );
    expect(values()).toEqual({ country: 'BQ' });
  });

  it('filters the countries as the user types', async () => {
    const { user, values } = renderInForm(<CountrySelectField name="country" />);
    await user.type(screen.getByLabelText('Land'), 'Surin');
    const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    expect(shown.map((option) => option.getAttribute('title'))).toEqual(['Suriname']);
    await user.click(shown[0] as HTMLElement);
    expect(values()).toEqual({ country: 'SR' });
  });
});
