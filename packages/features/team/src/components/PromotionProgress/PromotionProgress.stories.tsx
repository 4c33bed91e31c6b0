import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { requirements } from '../../test/promotionFixtures.js';
import { PromotionProgress } from './PromotionProgress.js';

const [licensed, personal, recruits, team] = requirements();

const meta = {
  title: 'Features/Team/PromotionProgress',
  component: PromotionProgress,
  parameters: { layout: 'padded' },
  args: { requirement: personal! },
} satisfies Meta<typeof PromotionProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Personal production: $3,750.00 of $5,000.00 over 4 cycles, $1,250.00 missing. */
export const MoneyUnmet: Story = {};
/** Team production met. */
export const MoneyMet: Story = { args: { requirement: team! } };
/** Licensed direct recruits: 1 of 3. */
export const RecruitsUnmet: Story = { args: { requirement: recruits! } };
/** Licensed: yes. */
export const Licensed: Story = { args: { requirement: licensed! } };
/** Not licensed yet. */
export const NotLicensed: Story = { args: { requirement: { ...licensed!, actual: 0, met: false } } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
