import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { sampleTelemetry } from '../../test/myTeamFixtures.js';
import { TelemetryFigures } from './TelemetryFigures.js';

const meta = {
  title: 'Features/Team/TelemetryFigures',
  component: TelemetryFigures,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { telemetry: sampleTelemetry },
} satisfies Meta<typeof TelemetryFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three depths, production up, problems linking to my-team. */
export const Typical: Story = {};
/** Production fell by $500.00 (25 %). */
export const Falling: Story = { args: { telemetry: { ...sampleTelemetry, production_this_cycle_cents: 150_000 } } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
