import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { makeTeam } from '../../test/myTeamFixtures.js';
import { TeamTable } from './TeamTable.js';

const pagination = { page: 1, pageSize: 10, total: 24, onPageChange: () => undefined, onPageSizeChange: () => undefined };

const meta = {
  title: 'Features/Team/TeamTable',
  component: TeamTable,
  parameters: { layout: 'padded' },
  args: { rows: makeTeam(10), pagination, onSortChange: () => undefined, onOpen: () => undefined, onResetFilters: () => undefined },
} satisfies Meta<typeof TeamTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 3: direct and level-2 agents, licensed and not, one blocked with missing documents. */
export const Rows: Story = {};
/** Sorted by joined date, newest first, one agent's panel open. */
export const SortedSelected: Story = { args: { sort: { by: 'joined_at', direction: 'desc' }, selectedCode: 'AG-000102' } };
/** While the first page loads: skeleton rows. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** Filters match nobody: the text and "Reset filters". */
export const NoMatch: Story = { args: { rows: [], pagination: { ...pagination, total: 0 }, filtered: true } };
/** The agent has no downline at all. */
export const NoDownline: Story = { args: { rows: [], pagination: { ...pagination, total: 0 } } };
/** The list failed: an error with "Try again". */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px): each row a stacked card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
