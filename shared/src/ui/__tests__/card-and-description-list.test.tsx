import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { buttonClass } from '../button-class';
import { Card } from '../card';
import { DescriptionList } from '../description-list';

describe('Card', () => {
  it('shows its title once, as the heading that names it', () => {
    render(
      <Card title="Registerpas downloaden" titleId="download-title">
        <p>Inhoud</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Registerpas downloaden' });
    expect(within(region).getAllByRole('heading')).toHaveLength(1);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Registerpas downloaden');
  });
});

describe('DescriptionList', () => {
  it('gives each label its value as term and definition, an empty value as -', () => {
    render(
      <DescriptionList
        items={[
          { key: 'number', label: 'Registratienummer', children: '100001' },
          { key: 'phone', label: 'Telefoonnummer', children: null },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Registratienummer', 'Telefoonnummer']);
    expect(definitions).toEqual(['100001', '-']);
  });
});

describe('Button', () => {
  it('is a button of its own type that presses, and ignores presses while busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Nieuwe registerpas bestellen</Button>);
    const button = screen.getByRole('button', { name: 'Nieuwe registerpas bestellen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('portal-plain-button', 'portal-plain-button--wrap');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy>
        Nieuwe registerpas bestellen
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('buttonClass', () => {
  it('gives a link the same button classes as Button, primary or full width', () => {
    render(
      <>
        <Button kind="primary">Opslaan</Button>
        <a href="/betaling/1" className={buttonClass('primary')}>
          Betalen
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Betalen' }).className).toBe(
      screen.getByRole('button', { name: 'Opslaan' }).className,
    );
    expect(buttonClass('default', { block: true })).toContain('portal-plain-button--block');
  });
});
