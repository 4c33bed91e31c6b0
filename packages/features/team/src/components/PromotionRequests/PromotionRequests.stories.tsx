import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { pazRequest, person } from '../../test/promotionFixtures.js';
import { MyPromotionRequests, PromotionsToDecide } from './PromotionRequests.js';

const pagination = (total: number) => ({ page: 1, pageSize: 10, total, onPageChange: () => undefined, onPageSizeChange: () => undefined });
const me = person(7, 'Ava', 'Martinez');
const mine = [
  pazRequest({ id: 3, requester: me, from_rank: 'SENIOR_ASSOCIATE', to_rank: 'MARKETING_DIRECTOR', requested_at: '2026-11-19T10:00:00.000Z' }),
  pazRequest({ id: 2, requester: me, from_rank: 'SENIOR_ASSOCIATE', to_rank: 'MARKETING_DIRECTOR', status: 'DECLINED', decided_at: '2026-10-02T09:00:00.000Z', decided_by: person(3, 'Noah', 'Kim'), note: 'Team production is not there yet — try again next quarter.' }),
  pazRequest({ id: 1, requester: me, status: 'APPROVED', decided_at: '2026-06-02T09:00:00.000Z', decided_by: person(3, 'Noah', 'Kim') }),
];

const meta = {
  title: 'Features/Team/PromotionRequests',
  component: MyPromotionRequests,
  parameters: { layout: 'padded' },
  args: { rows: mine, pagination: pagination(3) },
} satisfies Meta<typeof MyPromotionRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My requests: pending, declined with a note, approved. */
export const Mine: Story = {};
/** While loading. */
export const Loading: Story = { args: { rows: undefined, loading: true } };
/** No request yet. */
export const Empty: Story = { args: { rows: [], pagination: pagination(0) } };
/** The list failed. */
export const Failed: Story = { args: { rows: undefined, error: true, onRetry: () => undefined } };
/** A phone (390 px): cards. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** To decide: two requests of the downline with Approve and Decline. */
export const ToDecide: Story = {
  render: () => <PromotionsToDecide rows={[pazRequest(), pazRequest({ id: 42, requester: person(13, 'Rui', 'Sato') })]} pagination={pagination(2)} onDecide={() => undefined} />,
};
/** Nothing to decide. */
export const ToDecideEmpty: Story = { render: () => <PromotionsToDecide rows={[]} pagination={pagination(0)} onDecide={() => undefined} /> };
