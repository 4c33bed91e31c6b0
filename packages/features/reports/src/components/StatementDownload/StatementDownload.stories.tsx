import { i18n } from '@agent-portal/i18n';
import { UI_KIT_NS } from '@agent-portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REPORTS_NS } from '../../i18n/index.js';
import { StatementDownload } from './StatementDownload.js';

const meta = {
  title: 'Features/Reports/StatementDownload',
  component: StatementDownload,
  args: { cycle: { start_date: '2026-11-10', end_date: '2026-11-16' } },
} satisfies Meta<typeof StatementDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts in the story's language (the play functions run in every language of the toolbar). */
const t = (key: string, values?: Record<string, unknown>) => i18n.getFixedT(null, REPORTS_NS)(key, values);

/** The PDF and CSV buttons of the pay cycle's statement. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: t('statement.label') }));
    await expect(group.getByRole('button', { name: t('statement.pdf') })).toBeEnabled();
    await expect(group.getByRole('button', { name: t('statement.csv') })).toBeEnabled();
  },
};

/** A download that fails (no gateway in Storybook) is toasted with the reason; the buttons work again. */
export const DownloadFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('statement.pdf') }));
    await expect(
      await within(document.body).findByText(t('statement.failed', { message: i18n.getFixedT(null, UI_KIT_NS)('requestFailed') })),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('statement.pdf') })).toBeEnabled());
  },
};
