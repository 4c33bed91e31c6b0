import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { formsOf, W9 } from '../../test/formsFixtures.js';
import { FormTable } from './FormTable.js';

const backOffice = formsOf('BACK_OFFICE');
const pagination = { page: 1, pageSize: 10, total: backOffice.length, onPageChange: () => undefined, onPageSizeChange: () => undefined };

const meta = {
  title: 'Features/Forms/FormTable',
  component: FormTable,
  parameters: { layout: 'padded' },
  args: {
    label: 'Back Office',
    rows: backOffice.slice(0, 10),
    pagination,
    onSortChange: () => undefined,
    onResetFilters: () => undefined,
    onDownload: () => undefined,
    onDownloadSample: () => undefined,
  },
} satisfies Meta<typeof FormTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 2 of the back-office forms, by title. */
export const Typical: Story = {};
/** Opened from a search result: the W-9 form highlighted, sorted by updated date; its sample download running. */
export const Highlighted: Story = {
  args: {
    rows: [W9],
    pagination: { ...pagination, total: 1 },
    highlightId: W9.id,
    sort: { by: 'updated_at', direction: 'desc' },
    isBusy: (id, kind) => id === W9.id && kind === 'sample',
  },
};
/** While the first page loads: skeleton rows. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** The search matches nothing: the text and "Reset filters". */
export const NoMatch: Story = { args: { rows: [], pagination: { ...pagination, total: 0 }, filtered: true } };
/** The category has no forms at all. */
export const Empty: Story = { args: { rows: [], pagination: { ...pagination, total: 0 } } };
/** The list failed: an error with "Try again". */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px): each row a stacked card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
