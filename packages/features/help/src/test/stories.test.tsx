import { composeStories } from '@storybook/react-vite';
import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as parts from '../components/stories/Help.stories.js';

const stories = composeStories(parts);

describe('help stories render their states (issue #12)', () => {
  it('status chips, FAQ, conversation and plain text', () => {
    const chips = renderWithProviders(<stories.StatusChips />);
    expect(['Open', 'In progress', 'Resolved', 'Closed'].every((label) => screen.getByText(label))).toBe(true);
    chips.unmount();
    const list = renderWithProviders(<stories.FaqExpanded />);
    expect(screen.getByText('From Tuesday to the following Monday.')).toBeInTheDocument();
    list.unmount();
    const conversation = renderWithProviders(<stories.ConversationAwaitingAgent />);
    expect(screen.getByText('Which pay cycle is it?')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    conversation.unmount();
    const empty = renderWithProviders(<stories.ConversationEmpty />);
    expect(screen.getByText(/No replies yet/)).toBeInTheDocument();
    empty.unmount();
    const { container } = renderWithProviders(<stories.PlainTextNeverHtml />);
    expect(screen.getByText('<b>Not bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
