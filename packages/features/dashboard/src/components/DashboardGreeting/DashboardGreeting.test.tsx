import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardGreeting } from './DashboardGreeting.js';
import { avaProfile } from './fixtures.js';

const renderGreeting = (props: Parameters<typeof DashboardGreeting>[0]) =>
  renderWithProviders(<DashboardGreeting {...props} />, { route: '/dashboard' });

describe('DashboardGreeting (§2 dashboard, §3 Profile)', () => {
  it('greets the agent by first name with their licence status and code', () => {
    renderGreeting({ profile: avaProfile, avatarSrc: 'https://p.test/storage/hub/avatars/7.svg' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ava');
    expect(screen.getByText('Licensed contractor')).toBeInTheDocument();
    expect(screen.getByText('AG-000007')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Ava Martinez' })).toHaveAttribute(
      'src',
      'https://p.test/storage/hub/avatars/7.svg',
    );
  });

  it('shows the default image when avatar_url is empty', () => {
    renderGreeting({ profile: { ...avaProfile, is_licensed: false }, avatarSrc: undefined });
    expect(screen.getByText('Unlicensed contractor')).toBeInTheDocument();
    expect(document.querySelector('img[src]')).toBeNull();
    expect(screen.getByRole('img', { name: /Ava Martinez/ })).toBeInTheDocument();
  });

  it('shows skeletons while the profile loads', () => {
    renderGreeting({ profile: undefined, avatarSrc: undefined, loading: true });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('links to the main areas', () => {
    renderGreeting({ profile: avaProfile, avatarSrc: undefined });
    expect(screen.getByRole('link', { name: /My Profile/ })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: /Reports/ })).toHaveAttribute('href', '/reports');
  });
});
