import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { FaqList } from '../FaqList/FaqList.js';
import { PlainText } from '../PlainText/PlainText.js';
import { TicketStatusChip } from '../TicketStatusChip/TicketStatusChip.js';
import { Conversation } from '../TicketView/Conversation.js';
import { awaitingTicket, faq } from '../../test/helpFixtures.js';
import '../../i18n/index.js';

/** Help parts (issue #12): status chips, the FAQ accordions, a conversation and plain server text. */
const meta: Meta = { title: 'Features/Help/Parts' };
export default meta;
type Story = StoryObj;

export const StatusChips: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const).map((status) => (
        <TicketStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};

export const Faq: Story = { render: () => <FaqList categories={faq.categories} /> };

export const FaqExpanded: Story = { render: () => <FaqList categories={faq.categories} expandAll /> };

export const ConversationAwaitingAgent: Story = {
  render: () => (
    <Conversation
      replies={[
        ...awaitingTicket.replies,
        { id: 10, author: 'AGENT', author_name: 'Ava Martinez', message: 'Nov 3 – Nov 9.', created_at: '2026-11-11T12:00:00.000Z' },
      ]}
    />
  ),
};

export const ConversationEmpty: Story = { render: () => <Conversation replies={[]} /> };

export const PlainTextNeverHtml: Story = { render: () => <PlainText text={'<b>Not bold</b>\n\nSecond paragraph.'} /> };

/** Long messages: paragraphs kept, a long unbroken link wraps inside its bubble. */
export const ConversationLongText: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <Conversation
        replies={[
          {
            id: 11,
            author: 'AGENT',
            author_name: 'Ava Martinez',
            message: `${'The commission for the renewal of policy TL-000012345 was paid at the first-year rate. '.repeat(4)}\n\nThe carrier's report: https://carrier.example.com/reports/commissions/2026/11/renewals/TL-000012345?agent=AG-000012&format=pdf`,
            created_at: '2026-11-11T12:00:00.000Z',
          },
          { id: 12, author: 'SUPPORT', author_name: 'Agent Support with a rather long team name, Commissions desk', message: 'Thank you, we are checking it with the carrier.', created_at: '2026-11-12T09:00:00.000Z' },
        ]}
      />
    </div>
  ),
};
