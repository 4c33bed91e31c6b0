import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { createPortalTheme } from '../theme/createPortalTheme.js';
import { ChangeLine, FigureCard, FigureGrid } from './FigureCard.js';
import * as figureStories from './FigureCard.stories.js';

const stories = composeStories(figureStories);

describe('FigureCard', () => {
  it('is a group named by its label, with the value and the notes', () => {
    render(<FigureCard label="Net" value="$12.00" note="vs previous cycle" testId="net" />);
    const card = screen.getByRole('group', { name: 'Net' });
    expect(card).toHaveAttribute('data-testid', 'net');
    expect(within(card).getByTestId('figure-value')).toHaveTextContent('$12.00');
    expect(card).toHaveTextContent('vs previous cycle');
  });

  it('lays several out in a grid', () => {
    render(
      <FigureGrid columns={4}>
        <FigureCard label="A" value="1" />
        <FigureCard label="B" value="2" />
      </FigureGrid>,
    );
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });
});

describe('ChangeLine', () => {
  const colour = (testId: string) => getComputedStyle(screen.getByTestId(testId)).color;

  it('colours a good rise green, a bad rise red and no change neutral', () => {
    const theme = createPortalTheme('light');
    renderWithTheme(
      <>
        <ChangeLine amount={5} text="Up" testId="good" />
        <ChangeLine amount={5} goodWhenUp={false} text="Up" testId="bad" />
        <ChangeLine amount={-5} text="Down" testId="down" />
        <ChangeLine amount={0} text="No change" testId="flat" />
      </>,
    );
    expect(colour('good')).toBe(hexToRgb(theme.palette.success.main));
    expect(colour('bad')).toBe(hexToRgb(theme.palette.error.main));
    expect(colour('down')).toBe(hexToRgb(theme.palette.error.main));
    expect(colour('flat')).toBe(hexToRgb(theme.palette.text.secondary));
    expect(screen.getByTestId('good')).toHaveTextContent('Up');
    // The arrow is decoration: the text says it.
    expect(screen.getByTestId('good').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

function hexToRgb(color: string): string {
  if (color.startsWith('rgb')) return color.replace(/\s+/g, ' ').replace(/, /g, ', ');
  const hex = color.replace('#', '');
  const n = parseInt(hex.length === 3 ? hex.replace(/./g, '$&$&') : hex, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('FigureCard stories', () => {
  it('Summary: four figures in a grid; WithChange is emphasised with its change line', () => {
    const first = render(<stories.Summary />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && within(g).getByTestId('figure-value').textContent)).toEqual([
      '3',
      '2',
      '$2,880.00',
      'Dec 1, 2026',
    ]);
    first.unmount();
    render(<stories.WithChange />);
    expect(screen.getByRole('group', { name: 'Net' })).toHaveTextContent('Up $120.00 (10.8 %)');
  });
});
