import { screen } from '@testing-library/react';
import { FORM_TEXT } from '@portal/shared/forms';
import { renderScreen } from '@portal/shared/testing/render-screen';
import RegistrationScreen from '../registration-screen';
import { CHOICES, DIPLOMA, DIPLOMA_OPTIONS, itemAnswer } from './registration-fixture';

// A file of its own: once loaded, the wizard's chunk stays loaded for every later render in the file.
jest.setTimeout(60000);

it("shows the step's heading and place while the form's code arrives, then the step's fields", async () => {
  renderScreen(<RegistrationScreen />, {
    screen: 'registrationForm',
    path: '/registreren/item-1/2',
    params: { uuid: 'item-1', step: '2' },
    answers: {
      registrationChoicesQuery: () => CHOICES,
      myDiplomasQuery: () => ({ myDiplomas: [DIPLOMA] }),
      diplomaOptionsQuery: () => DIPLOMA_OPTIONS,
      registrationItemQuery: () => itemAnswer(),
    },
  });
  // The heading comes from the screen itself, with 'Laden...' where the fields will be: the wizard's
  // code (form engine, fields, antd) is a chunk of its own that runs once the page has painted.
  const heading = await screen.findByRole('heading', { level: 2, name: 'Stap 2 van 6: Persoonsgegevens' });
  expect(screen.getByRole('navigation', { name: FORM_TEXT.steps })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
  expect(await screen.findByRole('button', { name: 'Volgende' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Geboorteplaats' })).toBeInTheDocument();
  // The form's own heading takes the placeholder's place: one step heading, the same words.
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading.textContent ?? '');
});
