import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Tag, theme } from 'antd';
import { cssValue, themeStyleChecks } from '../../../testing/css-declarations';
import { PORTAL_STATIC_THEME } from '../portal-theme';
import { StatusTag, toneOfStatus } from '../status-tag';

// The plain tag hard-codes in CSS what antd's Tag derives from the portal theme (issue 8: the lists
// that show it load no antd). A theme change must fail here, not quietly leave these tags looking
// different from antd's beside them.
const token = theme.getDesignToken(PORTAL_STATIC_THEME);
// Borders compared without spaces: antd writes 'rgba(5,5,5,0.06)', the stylesheets 'rgba(5, 5, 5, 0.06)'.
const { stylesheet, colour, line, border } = themeStyleChecks(join(__dirname, '..'));
const rules = stylesheet('status-tag');

describe('the plain status tag', () => {
  it("takes Tag's size, border and radius", () => {
    expect(cssValue(rules, '.portal-status-tag', 'font-size')).toBe(`${token.fontSizeSM}px`);
    expect(cssValue(rules, '.portal-status-tag', 'line-height')).toBe(
      `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
    );
    expect(border(rules, '.portal-status-tag', 'border')).toBe(line(token.lineWidth, token.colorBorder));
    expect(cssValue(rules, '.portal-status-tag', 'border-radius')).toBe(`${token.borderRadiusSM}px`);
    expect(cssValue(rules, '.portal-status-tag', 'padding-inline')).toBe(`${8 - token.lineWidth}px`);
  });

  it('draws each tone on the tint antd gives that colour', () => {
    const selectors = [
      '.portal-status-tag--success',
      '.portal-status-tag--info',
      '.portal-status-tag--error',
      '.portal-status-tag--warning',
      '.portal-status-tag--neutral',
    ];
    for (const selector of selectors) {
      const text = colour(rules, selector, 'color');
      const { container } = render(<Tag color={text}>x</Tag>);
      const antdTag = container.firstElementChild as HTMLElement;
      const probe = document.createElement('span');
      probe.style.backgroundColor = colour(rules, selector, 'background-color');
      probe.style.color = text;
      expect([probe.style.backgroundColor, probe.style.color]).toEqual([
        antdTag.style.backgroundColor,
        antdTag.style.color,
      ]);
    }
  });

  it('keeps a status on one line and lets a long text wrap when asked', () => {
    expect(cssValue(rules, '.portal-status-tag', 'white-space')).toBe('nowrap');
    expect(cssValue(rules, '.portal-status-tag--wrap', 'white-space')).toBe('normal');
    render(
      <>
        <StatusTag tone="success">Goedgekeurd</StatusTag>
        <StatusTag tone="error" wrap>
          Dit registratienummer is niet gevonden.
        </StatusTag>
      </>,
    );
    expect(screen.getByText('Goedgekeurd')).toHaveClass('portal-status-tag', 'portal-status-tag--success');
    expect(screen.getByText('Goedgekeurd')).not.toHaveClass('portal-status-tag--wrap');
    expect(screen.getByText('Dit registratienummer is niet gevonden.')).toHaveClass(
      'portal-status-tag--error',
      'portal-status-tag--wrap',
    );
  });

  it("gives the api's status values one colour each, the same on every screen", () => {
    expect(['approved', 'registered'].map(toneOfStatus)).toEqual(['success', 'success']);
    expect(['pending', 'ongoing', 'requested'].map(toneOfStatus)).toEqual(['info', 'info', 'info']);
    expect(['rejected', 'struckOff'].map(toneOfStatus)).toEqual(['error', 'error']);
    expect(['incomplete', 'expired', 'suspended'].map(toneOfStatus)).toEqual([
      'warning',
      'warning',
      'warning',
    ]);
    expect(['draft', 'unsubscribed', 'iets anders'].map(toneOfStatus)).toEqual([
      'neutral',
      'neutral',
      'neutral',
    ]);
  });
});
