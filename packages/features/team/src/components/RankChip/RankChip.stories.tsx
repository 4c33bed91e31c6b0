import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../../i18n/index.js';
import { RANKS } from '@agent-portal/api-client/wire';
import { RankChip } from './RankChip.js';

const meta = {
  title: 'Features/Team/RankChip',
  component: RankChip,
  args: { rank: 'ASSOCIATE' },
} satisfies Meta<typeof RankChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lowest rank: outlined. */
export const Associate: Story = {};

/** A high rank, medium size (cards): filled. */
export const ExecutiveMedium: Story = { args: { rank: 'EXECUTIVE_MARKETING_DIRECTOR', size: 'medium' } };

/** The whole ladder, lowest first: the three higher ranks are filled (long titles wrap onto lines). */
export const Ladder: Story = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 560 }}>
      {RANKS.map((rank) => (
        <RankChip key={rank} rank={rank} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-rank]')).toHaveLength(RANKS.length);
    await expect(canvasElement.querySelectorAll('.MuiChip-filled')).toHaveLength(3);
  },
};
