import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { payCycleOf, type PayCycle } from '../payCycle.js';
import { PayCyclePicker, type PayCyclePickerProps } from './PayCyclePicker.js';

/** A fixed "today" so the lists (and screenshots) do not change from day to day: Friday, November 20, 2026. */
const TODAY = '2026-11-20';

/** Holds the chosen cycle like a page would, and shows it as it would go into the URL. */
function Controlled({ initial, ...props }: Omit<PayCyclePickerProps, 'value' | 'onChange'> & { initial: PayCycle }) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ display: 'grid', gap: 2, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 440 }, p: 2, bgcolor: 'background.default' }}>
      <PayCyclePicker {...props} value={value} onChange={setValue} />
      <Typography variant="body2" color="text.secondary" data-testid="pay-cycle-value">
        ?start_date={value.start_date}&amp;end_date={value.end_date}
      </Typography>
    </Box>
  );
}

const meta = {
  title: 'Pay cycle/PayCyclePicker',
  component: Controlled,
  args: { initial: payCycleOf(TODAY), now: TODAY },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This week's cycle; the current year lists the last 50 cycles back from today (into last year). */
export const Default: Story = {};

/** A cycle of a past year: the list holds every cycle starting in 2024 (53, Dec 31 → Jan 6 first). */
export const PastYear: Story = { args: { initial: { start_date: '2024-02-27', end_date: '2024-03-04' } } };

/** Dark mode (the toolbar's Theme switches any story). */
export const Dark: Story = { globals: { theme: 'dark' } };

/** German titles and labels (the toolbar's Language switches any story). */
export const German: Story = { globals: { locale: 'de' } };

/** On a phone the two selects stack. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Both selects disabled, e.g. while a report loads. */
export const Disabled: Story = { args: { disabled: true } };
