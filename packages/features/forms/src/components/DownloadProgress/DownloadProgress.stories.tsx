import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { DownloadProgress } from './DownloadProgress.js';

const meta = {
  title: 'Features/Forms/DownloadProgress',
  component: DownloadProgress,
  parameters: { layout: 'fullscreen' },
  args: { jobs: [{ id: 'a', fileName: 'Agent Contracting Packet.pdf', loaded: 2_621_440, total: 6_291_456 }] },
} satisfies Meta<typeof DownloadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One large file, 41 % read. */
export const Typical: Story = {};
/** Two sample files at once; the second server sent no `Content-Length` (indeterminate, bytes so far). */
export const Several: Story = {
  args: {
    jobs: [
      { id: 'a', fileName: 'SAMPLE-W-9-Request-for-Taxpayer-Identification-sample.pdf', loaded: 90_000, total: 100_000 },
      { id: 'b', fileName: 'SAMPLE-Direct-Deposit-Authorization-sample.pdf', loaded: 51_200, total: null },
    ],
  },
};
/** Just started: 0 %. */
export const Starting: Story = { args: { jobs: [{ id: 'a', fileName: 'Lead Purchase Order.pdf', loaded: 0, total: 48_000 }] } };
/** Nothing running: nothing shows. */
export const Idle: Story = { args: { jobs: [] } };
/** A phone (390 px): full width. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
