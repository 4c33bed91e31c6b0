import { renderWithTheme } from '../test/renderWithTheme.js';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentAvatar } from './AgentAvatar.js';

describe('AgentAvatar', () => {
  it.each([null, undefined, ''])('shows the default image when src is %j', (src) => {
    renderWithTheme(<AgentAvatar src={src} name="Ava Licensed" />);
    expect(screen.getByRole('img', { name: 'Ava Licensed' })).toBeInTheDocument();
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
  });

  it('shows the picture, and the default image when it fails to load', () => {
    renderWithTheme(<AgentAvatar src="https://example.test/ava.png" name="Ava" alt="Profile picture of Ava" size={64} />);
    const img = screen.getByRole('img', { name: 'Profile picture of Ava' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'https://example.test/ava.png');
    fireEvent.error(img);
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Ava' }).tagName.toLowerCase()).toBe('svg');
  });

  it('tries again when src changes after a failure', () => {
    const { rerender } = renderWithTheme(<AgentAvatar src="https://example.test/a.png" name="Ava" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ava' }));
    rerender(<AgentAvatar src="https://example.test/b.png" name="Ava" />);
    expect(screen.getByRole('img', { name: 'Ava' })).toHaveAttribute('src', 'https://example.test/b.png');
  });

  it('asks for the picture first when it is the page’s largest image (priority, issue #8)', () => {
    const { rerender } = renderWithTheme(<AgentAvatar src="https://example.test/a.png" name="Ava" />);
    expect(screen.getByRole('img', { name: 'Ava' })).not.toHaveAttribute('fetchpriority');
    rerender(<AgentAvatar src="https://example.test/a.png" name="Ava" priority />);
    expect(screen.getByRole('img', { name: 'Ava' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('a name read the same in every language is translate="no"; a given alt (a translated sentence) is not (issue #29)', () => {
    const { container, rerender } = renderWithTheme(<AgentAvatar src={null} name="Ava Martinez" />);
    expect(container.firstElementChild).toHaveAttribute('translate', 'no');
    rerender(<AgentAvatar src={null} name="Ava Martinez" alt="Profilbild von Ava Martinez" />);
    expect(container.firstElementChild).not.toHaveAttribute('translate');
  });
});
