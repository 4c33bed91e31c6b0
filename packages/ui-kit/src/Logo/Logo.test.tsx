import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../PageHeader/PageHeader.js';
import { Logo } from './Logo.js';

describe('Logo', () => {
  it('is a named image that scales with height', () => {
    renderWithProviders(<Logo height={40} />);
    const logo = screen.getByRole('img', { name: 'Agent Portal' });
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveAttribute('width', '200');
  });
});

describe('PageHeader', () => {
  it('renders the title as the h1 with subtitle and actions', () => {
    renderWithProviders(<PageHeader title="My Clients" subtitle="All of them" actions={<button>Add</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Clients' })).toBeInTheDocument();
    expect(screen.getByText('All of them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
