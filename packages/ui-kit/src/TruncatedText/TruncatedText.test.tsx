import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepCodesWhole } from './KeepCodesWhole.js';
import { TruncatedText } from './TruncatedText.js';

/** jsdom lays nothing out: make every element as wide as `scrollWidth` says and `clientWidth` says. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('TruncatedText (issue #28 item 1)', () => {
  it('keeps the text on one line, cut with an ellipsis, and marks the whole text', () => {
    layout(100, 100);
    render(<TruncatedText text="liam.abebe.c104@example.com" maxWidth="20ch" />);
    const text = screen.getByText('liam.abebe.c104@example.com');
    expect(text).toHaveAttribute('data-full-text', 'liam.abebe.c104@example.com');
    expect(text).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden', maxWidth: '20ch' });
  });

  it('a cut text is a tab stop and shows whole in a tooltip on focus and on hover', async () => {
    layout(300, 120);
    const user = userEvent.setup();
    render(<TruncatedText text="beatriz.allen.c106@example.com" maxWidth="12ch" />);
    const text = screen.getByText('beatriz.allen.c106@example.com');
    await user.tab();
    expect(text).toHaveFocus();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('beatriz.allen.c106@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
    await user.hover(text);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('beatriz.allen.c106@example.com');
  });

  it('a text that fits is no tab stop and shows no tooltip', async () => {
    layout(80, 120);
    const user = userEvent.setup();
    render(<TruncatedText text="AG-000167" />);
    const text = screen.getByText('AG-000167');
    expect(text).not.toHaveAttribute('tabindex');
    await user.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('as a link, the link takes focus and keeps its name', async () => {
    layout(300, 120);
    const user = userEvent.setup();
    render(<TruncatedText text="ava@agent-portal.test" href="mailto:ava@agent-portal.test" aria-label="Send an e-mail to Ava, ava@agent-portal.test" />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Send an e-mail to Ava, ava@agent-portal.test' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', 'mailto:ava@agent-portal.test');
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('ava@agent-portal.test');
  });
});

describe('KeepCodesWhole (issue #28 item 1)', () => {
  it('keeps each code and e-mail address on one line and the rest as plain text', () => {
    const { container } = render(
      <p>
        <KeepCodesWhole text="Chargeback dispute on policy IU-0000081, ask liam.abebe.c104@example.com or AG-000167." />
      </p>,
    );
    const kept = [...container.querySelectorAll('span')].map((span) => [span.textContent, span.style.whiteSpace]);
    expect(kept).toEqual([
      ['IU-0000081', 'nowrap'],
      ['liam.abebe.c104@example.com', 'nowrap'],
      ['AG-000167', 'nowrap'],
    ]);
    expect(container.textContent).toBe('Chargeback dispute on policy IU-0000081, ask liam.abebe.c104@example.com or AG-000167.');
  });

  it('leaves a text without codes as it is', () => {
    const { container } = render(<p><KeepCodesWhole text="Request for a 1099 correction" /></p>);
    expect(container.innerHTML).toBe('<p>Request for a 1099 correction</p>');
  });
});
