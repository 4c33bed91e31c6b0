import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { OpeningCycleNote } from './OpeningCycleNote.js';

const current = { start_date: '2026-11-24', end_date: '2026-11-30' };

const meta = {
  title: 'Features/Reports/OpeningCycleNote',
  component: OpeningCycleNote,
  args: { reason: 'current', cycle: current, current, kind: 'earnings' },
} satisfies Meta<typeof OpeningCycleNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current cycle has earnings: it is shown, "so far". */
export const Current: Story = {};
/** The current cycle has none: the latest cycle with earnings is shown, and the line says why. */
export const Latest: Story = { args: { reason: 'latest', cycle: { start_date: '2026-11-17', end_date: '2026-11-23' } } };
/** The bonus report: the latest cycle with bonuses. */
export const LatestBonuses: Story = { args: { reason: 'latest', kind: 'bonuses', cycle: { start_date: '2026-11-03', end_date: '2026-11-09' } } };
/** Nothing in the last 52 cycles: the current one, said so. */
export const NoneInAYear: Story = { args: { reason: 'none' } };
/** A cycle chosen in the URL: nothing to say (the picker shows it). */
export const ChosenInTheUrl: Story = { args: { reason: 'url' } };
