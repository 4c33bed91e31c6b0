import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyMount } from './LazyMount.js';

describe('LazyMount (issue #30)', () => {
  it('renders nothing until first wanted, then keeps the part mounted', () => {
    const { rerender } = render(<LazyMount when={false}>{<p>Menu</p>}</LazyMount>);
    expect(screen.queryByText('Menu')).not.toBeInTheDocument();
    rerender(<LazyMount when>{<p>Menu</p>}</LazyMount>);
    expect(screen.getByText('Menu')).toBeInTheDocument();
    rerender(<LazyMount when={false}>{<p>Menu</p>}</LazyMount>);
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });
});
