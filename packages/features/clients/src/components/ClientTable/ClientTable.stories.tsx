import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { makeClients } from '../../test/clientsFixtures.js';
import { ClientTable } from './ClientTable.js';

const pagination = { page: 1, pageSize: 10, total: 24, onPageChange: () => undefined, onPageSizeChange: () => undefined };

const meta = {
  title: 'Features/Clients/ClientTable',
  component: ClientTable,
  parameters: { layout: 'padded' },
  args: { rows: makeClients(10), pagination, onSortChange: () => undefined, onOpen: () => undefined, onResetFilters: () => undefined },
} satisfies Meta<typeof ClientTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 3: clients with 0–3 policies, some without phone or address. */
export const Rows: Story = {};
/** Sorted by annual premium, highest first. */
export const SortedByPremium: Story = { args: { sort: { by: 'annual_premium_cents', direction: 'desc' } } };
/** While the page loads: skeleton rows. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** The agent has no clients at all. */
export const Empty: Story = { args: { rows: [], pagination: { ...pagination, total: 0 } } };
/** The search and filters match nobody: the text and "Clear search and filters". */
export const NoMatch: Story = { args: { rows: [], pagination: { ...pagination, total: 0 }, filtered: true } };
/** The list failed: an error with "Try again". */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px): each client a stacked card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
