import { renderWithTheme } from '../test/renderWithTheme.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../PageHeader/PageHeader.js';
import { Logo } from './Logo.js';

describe('Logo', () => {
  it('is a named image that scales with height', () => {
    renderWithTheme(<Logo height={40} />);
    const logo = screen.getByRole('img', { name: 'Agent Portal' });
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveAttribute('width', '200');
    expect(logo.querySelector('text')).toHaveTextContent('AgentPortal');
  });

  it('shows the name it is given, as in the page’s language (issue #29)', () => {
    renderWithTheme(<Logo title="Agentenportal" />);
    const logo = screen.getByRole('img', { name: 'Agentenportal' });
    expect(logo.querySelector('text')).toHaveTextContent(/^Agentenportal$/);
    expect(logo.querySelector('tspan')).toBeNull();
  });

  it('keeps a longer name inside its box: a smaller font, the last word in the shield’s colour', () => {
    renderWithTheme(<Logo title="Portal de Agentes" />);
    const text = screen.getByRole('img', { name: 'Portal de Agentes' }).querySelector('text')!;
    expect(Number(text.getAttribute('font-size'))).toBeLessThan(20);
    expect(text.querySelector('tspan')).toHaveTextContent('Agentes');
  });
});

describe('PageHeader', () => {
  it('renders the title as the h1 with subtitle and actions', () => {
    renderWithTheme(<PageHeader title="My Clients" subtitle="All of them" actions={<button>Add</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Clients' })).toBeInTheDocument();
    expect(screen.getByText('All of them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
