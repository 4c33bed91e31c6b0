import type { ComplianceState } from '@agent-portal/api-client/wire';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { blockedState, compliantState, notCompliantState } from '../../test/formsFixtures.js';
import { ComplianceChecks } from './ComplianceChecks.js';

const loaded = (data: ComplianceState) => ({ data, isLoading: false, isError: false, refetch: () => undefined });

const meta = {
  title: 'Features/Forms/ComplianceChecks',
  component: ComplianceChecks,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { query: loaded(notCompliantState) },
} satisfies Meta<typeof ComplianceChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typical: the ID card is missing (Upload), the E&O policy expires soon (Renew, still compliant). */
export const Typical: Story = {};
/** Compliant, the E&O policy expiring soon: the banner says so and names it, its row offers Renew (issue #28 item 5). */
export const Compliant: Story = { args: { query: loaded(compliantState) } };
/** License pending (nothing to do but wait), certificate expired (Renew), payments blocked (Pay now). */
export const Blocked: Story = { args: { query: loaded(blockedState) } };
/** A `fix_href` outside the portal is not offered as a link (Renew of the expiring E&O policy stays: its target is the portal's own). */
export const UnsafeFixHref: Story = {
  args: { query: loaded({ ...notCompliantState, checks: notCompliantState.checks.map((c) => (c.fix_href ? { ...c, fix_href: '//evil.example/profile' } : c)) }) },
};
/** While the state loads: skeletons. */
export const Loading: Story = { args: { query: { data: undefined, isLoading: true, isError: false, refetch: () => undefined } } };
/** The state failed: a message with "Try again". */
export const Failed: Story = { args: { query: { data: undefined, isLoading: false, isError: true, refetch: () => undefined } } };
/** A phone (390 px): each check a stacked card. */
export const Phone: Story = { args: { query: loaded(blockedState) }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
