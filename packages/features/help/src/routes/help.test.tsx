import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { awaitingTicket, makeTicket, serveHelp } from '../test/helpServer.js';
import { Component as AnnouncementsRoute } from './AnnouncementsRoute.js';
import { Component as FaqRoute } from './FaqRoute.js';
import { Component as HelpRoute } from './HelpRoute.js';
import { Component as TicketRoute } from './TicketRoute.js';
import { Component as TicketsRoute } from './TicketsRoute.js';

// Issue #12 (spec §2 help routes, §4 form mode, §5 invalid submit), against the contract with MSW.
const pdf = (name = 'statement.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('help/generate-ticket (issue #12)', { timeout: 30_000 }, () => {
  it('lists the tickets with the awaiting marker; the status filter asks the gateway; a row opens the ticket', async () => {
    const log = serveHelp();
    const { user, location } = renderWithProviders(<TicketsRoute />, { route: '/help/generate-ticket', path: '/help/generate-ticket' });
    const table = await screen.findByRole('table', { name: 'My support tickets' });
    expect(await within(table).findByText('TCK-000021')).toBeInTheDocument();
    expect(within(table).getByText('Awaiting your reply')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'In progress' }));
    await waitFor(() => expect(log.lists.at(-1)?.get('status')).toBe('IN_PROGRESS'));
    await user.click(await within(table).findByText('TCK-000021'));
    await waitFor(() => expect(location()).toBe('/help/generate-ticket/21'));
  });

  it('New ticket: an empty submit marks the fields; files over 10 MB or of another type are refused in the browser; the ticket is sent as multipart with its attachment', async () => {
    const log = serveHelp();
    const { user, location } = renderWithProviders(<TicketsRoute />, { route: '/help/generate-ticket', path: '/help/generate-ticket' });
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Create ticket' }));
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(log.created).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Override missing');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Commissions' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'The override of last pay cycle is missing.');
    const input = within(dialog).getByTestId('ticket-attachments-input');
    await user.upload(input, [pdf('big.pdf', 10 * 1024 * 1024 + 1), new File(['x'], 'notes.txt', { type: 'text/plain' }), pdf()]);
    expect(await within(dialog).findByText(/big\.pdf is larger than/)).toBeInTheDocument();
    // The file input's accept list keeps notes.txt out (react-dropzone refuses it on a drop too).
    expect(within(dialog).queryByText(/notes\.txt/)).not.toBeInTheDocument();
    // The file name is its own translate="no" span in the chip (issue #29).
    expect(within(dialog).getByText('statement.pdf')).toHaveAttribute('translate', 'no');
    expect(within(dialog).getByText('statement.pdf').parentElement).toHaveTextContent(/^statement\.pdf · /);
    await user.click(within(dialog).getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(log.created).toHaveLength(1));
    const sent = log.created[0]!;
    expect(Object.fromEntries(['subject', 'category', 'priority', 'description'].map((k) => [k, sent.get(k)]))).toEqual({
      subject: 'Override missing',
      category: 'COMMISSIONS',
      priority: 'NORMAL',
      description: 'The override of last pay cycle is missing.',
    });
    // One file part: the 10 MB one was refused and notes.txt kept out (jsdom's FormData loses names and sizes).
    expect(sent.getAll('attachments')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/help/generate-ticket/99'));
  });
});

describe('help/generate-ticket/{id} (issue #12)', { timeout: 30_000 }, () => {
  const renderTicket = (id: string) => renderWithProviders(<TicketRoute />, { route: `/help/generate-ticket/${id}`, path: '/help/generate-ticket/:id' });

  it('shows the ticket, its attachment, the conversation and history; a reply is sent and shown', async () => {
    const log = serveHelp([makeTicket(24), { ...awaitingTicket, replies: [...awaitingTicket.replies] }]);
    const { user } = renderTicket('21');
    expect(await screen.findByRole('heading', { level: 1, name: awaitingTicket.subject })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Download statement\.pdf · / })).toBeInTheDocument();
    expect(screen.getByText('Which pay cycle is it?')).toBeInTheDocument();
    expect(screen.getByText('Open → In progress')).toBeInTheDocument();
    // What the agent and support wrote, support's name and file names are the same in every language (issue #29).
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Which pay cycle is it?')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Agent Support')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('statement.pdf')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Could you check it?')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Open → In progress')).not.toHaveAttribute('translate');
    // Not OPEN: no Edit.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Nov 3 – Nov 9.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(log.replies).toEqual([{ message: 'Nov 3 – Nov 9.' }]));
    expect(await screen.findByText('Nov 3 – Nov 9.', { selector: 'p' })).toBeInTheDocument();
  });

  it('edits an OPEN ticket in the same form (edit mode sends PUT); a 409 is shown and the text kept', async () => {
    const ticket = makeTicket(24);
    const log = serveHelp([ticket]);
    const { user } = renderTicket('24');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ticket TCK-000024' });
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Commission missing for TL-0000024');
    ticket.status = 'IN_PROGRESS';
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Only an open ticket can be edited.')).toBeInTheDocument();
    expect(subject).toHaveValue('Commission missing for TL-0000024');
    expect(log.updated).toEqual([{ subject: 'Commission missing for TL-0000024', description: ticket.description }]);
  });

  it('Close asks first, then closes: the reply box gives way to the closed note', async () => {
    const log = serveHelp([makeTicket(24)]);
    const { user } = renderTicket('24');
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(log.closed).toEqual([24]));
    expect(await screen.findByText('This ticket is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it('an unknown or another agent’s ticket (404) and a bad id are "Ticket not found" with a way back', async () => {
    serveHelp();
    renderTicket('777');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to support tickets/ })).toHaveAttribute('href', '/help/generate-ticket');
  });
});

describe('help, FAQ and announcements (issue #12)', { timeout: 30_000 }, () => {
  it('the FAQ filters as the agent types (accent-insensitive, every word) and says when nothing matches', async () => {
    serveHelp();
    const { user, location } = renderWithProviders(<FaqRoute />, { route: '/help/faq', path: '/help/faq' });
    expect(await screen.findByText('Questions: 3')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(box, 'LICENCE');
    expect(screen.getByText('Questions: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How do I request my licence?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments and invoices' })).not.toBeInTheDocument();
    expect(location()).toBe('/help/faq?q=LICENCE');
    await user.clear(box);
    await user.type(box, 'blocked pay');
    expect(screen.getByText('Questions: 1')).toBeInTheDocument();
    await user.type(box, ' zzz');
    expect(screen.getByText('No question matches “blocked pay zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('Questions: 3')).toBeInTheDocument();
  });

  it('contact us answers with the reference; invalid input is marked and nothing is sent', async () => {
    const log = serveHelp();
    const { user } = renderWithProviders(<HelpRoute />);
    expect(screen.getByRole('link', { name: /New ticket/ })).toHaveAttribute('href', '/help/generate-ticket?new=1');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Great reports');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The earnings chart is useful.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent — your reference is CU-000012.')).toBeInTheDocument();
    expect(log.contact).toEqual([{ topic: 'GENERAL', subject: 'Great reports', message: 'The earnings chart is useful.' }]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('announcements: pinned first with the marker; a body is text, never HTML', async () => {
    serveHelp();
    const { container } = renderWithProviders(<AnnouncementsRoute />);
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Holiday payout schedule', 'Portal maintenance']);
    expect(within(items[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(items[1]!).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
