import {
  COMPANY_EMPLOYEE_SECTIONS,
  EDUCATOR_EMPLOYEE_SECTIONS,
  PROFESSIONAL_SECTIONS,
} from '@portal/shared/options';
import { DRAWER_MENUS } from '../drawer-menu';
import { visibleMenu } from '../visible-menu';

const labels = (sections: readonly string[], role: keyof typeof DRAWER_MENUS) =>
  visibleMenu(DRAWER_MENUS[role], sections).map((group) => group.label);

describe('visibleMenu', () => {
  it('shows every group of a role when all its sections are allowed', () => {
    expect(labels(PROFESSIONAL_SECTIONS, 'professional')).toEqual([
      'Mijn SKJ',
      'Mijn Portfolio',
      'Herintreden',
      'Overig',
    ]);
    expect(labels(COMPANY_EMPLOYEE_SECTIONS, 'companyEmployee')).toEqual(['Werkgever', 'Organisatie']);
    expect(labels(EDUCATOR_EMPLOYEE_SECTIONS, 'educatorEmployee')).toEqual([
      'Accreditaties',
      'Digitale certificaten',
      'Organisatie',
    ]);
  });

  it('hides a group without allowed entries', () => {
    expect(labels(['dashboard'], 'professional')).toEqual(['Mijn SKJ']);
  });

  it('collapses a sub-menu with one permitted entry to a plain item', () => {
    const portfolio = visibleMenu(DRAWER_MENUS.professional, ['targetSwitch']).find(
      (group) => group.label === 'Mijn Portfolio',
    );
    expect(portfolio?.entries).toEqual([
      { label: 'Overstappen naar postmasterregistratie', section: 'targetSwitch', to: '/targetwissel' },
    ]);
  });

  it('keeps a sub-menu with several permitted entries', () => {
    const portfolio = visibleMenu(DRAWER_MENUS.professional, ['branchSwitch', 'targetSwitch']).find(
      (group) => group.label === 'Mijn Portfolio',
    );
    expect(portfolio?.entries[0]?.children?.map((entry) => entry.label)).toEqual([
      'Kamerwisselen',
      'Overstappen naar postmasterregistratie',
    ]);
  });
});
