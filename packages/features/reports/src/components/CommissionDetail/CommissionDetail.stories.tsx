import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { makeCommissions } from '../../test/fixtures.js';
import { CommissionDetail } from './CommissionDetail.js';

const rows = makeCommissions(12);
const personal = rows.find((row) => row.kind === 'PERSONAL') ?? rows[0]!;
const override = rows.find((row) => row.kind === 'OVERRIDE') ?? rows[0]!;
const chargedBack = { ...personal, status: 'CHARGED_BACK' as const, amount_cents: -Math.abs(personal.amount_cents) };

const meta = {
  title: 'Features/Reports/CommissionDetail',
  component: CommissionDetail,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    commission: personal,
    onClose: () => undefined,
    clientHref: (c) => `/my-clients/${c.client_id}`,
    onFilterClient: () => undefined,
    onFilterSource: () => undefined,
  },
} satisfies Meta<typeof CommissionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's own policy: the client links to their page (a licensed agent). */
export const Personal: Story = {};
/** An override on a downline agent's policy: names the agent, with "All overrides from …". */
export const Override: Story = { args: { commission: override } };
/** A charge-back: the amount negative, the status chip red. */
export const ChargedBack: Story = { args: { commission: chargedBack } };
/** An unlicensed agent: the client is plain text, no link to my-clients. */
export const Unlicensed: Story = { args: { clientHref: undefined } };
/** A phone (390 px): a bottom sheet. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
