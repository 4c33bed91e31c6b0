import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { emptyTelemetry, sampleTelemetry } from '../../test/myTeamFixtures.js';
import { TeamSummary } from './TeamSummary.js';

const meta = {
  title: 'Features/Team/TeamSummary',
  component: TeamSummary,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'padded' },
  args: { telemetry: sampleTelemetry, onProblemSelect: () => undefined },
} satisfies Meta<typeof TeamSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 agents below, production so far up $250.00 (12.5 %) on the same days of the last cycle (issue #27 §4), problems as filter buttons. */
export const Typical: Story = {};
/** The table is filtered by DOCUMENTS: that button is pressed. */
export const ProblemSelected: Story = { args: { selectedProblem: 'DOCUMENTS' } };
/** Production so far fell against the same days of the previous cycle, no problems. */
export const FallingNoProblems: Story = {
  args: {
    telemetry: { ...sampleTelemetry, production_this_cycle_cents: 150_000, problems: emptyTelemetry.problems },
  },
};
/** The roll-up as links to `my-team?problem=…` (the upline page). */
export const Links: Story = { args: { onProblemSelect: undefined, problemHref: (p) => `/my-team?problem=${p}` } };
/** A phone (390 px): two cards a row, production across. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
