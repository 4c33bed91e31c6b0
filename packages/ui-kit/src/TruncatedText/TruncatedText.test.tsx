import { act, render, screen, waitFor } from '@testing-library/react';
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

  it('marks data translate="no" only when told (issue #29), a translated text not', () => {
    layout(100, 100);
    render(
      <>
        <TruncatedText text="Ava Martinez" translate="no" />
        <TruncatedText text="Licensed" />
      </>,
    );
    expect(screen.getByText('Ava Martinez')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('Licensed')).not.toHaveAttribute('translate');
  });

  it('a cut text is a tab stop and shows whole in a tooltip on focus and on hover; focus stays on the same element', async () => {
    layout(300, 120);
    const user = userEvent.setup();
    const { container } = render(<TruncatedText text="beatriz.allen.c106@example.com" maxWidth="12ch" />);
    const text = screen.getByText('beatriz.allen.c106@example.com');
    // until first used, the text is rendered alone (the tooltip's code is not loaded)
    expect(container.children).toHaveLength(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(text).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tooltip).toHaveTextContent('beatriz.allen.c106@example.com');
    // the very element that took focus keeps it once the tooltip is there, and names it
    expect(container.querySelector('[data-full-text]')).toBe(text);
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription('beatriz.allen.c106@example.com');
    expect(text).toHaveAttribute('data-full-text', 'beatriz.allen.c106@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
    expect(text).not.toHaveAttribute('aria-describedby');
    await user.hover(text);
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('beatriz.allen.c106@example.com');
    await user.unhover(text);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
    expect(container.querySelector('[data-full-text]')).toBe(text);
  });

  it('hover shows the tooltip after 300 ms, not before; Escape closes it', async () => {
    layout(300, 120);
    const user = userEvent.setup();
    render(<TruncatedText text="liam.abebe.c104@example.com" maxWidth="12ch" />);
    const text = screen.getByText('liam.abebe.c104@example.com');
    // load the tooltip's code once, so the wait below measures the delay alone
    await user.hover(text);
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await user.unhover(text);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
    const hoveredAt = performance.now();
    await user.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('liam.abebe.c104@example.com');
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(290);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
  });

  it('a text that becomes focused while its tooltip loads keeps the focus', async () => {
    layout(300, 120);
    render(<TruncatedText text="noah.kim.c201@example.com" maxWidth="12ch" />);
    const text = screen.getByText('noah.kim.c201@example.com');
    act(() => text.focus());
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('noah.kim.c201@example.com');
    expect(text).toHaveFocus();
    expect(text.isConnected).toBe(true);
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
    expect(link).toHaveFocus();
    expect(screen.getByRole('link')).toBe(link);
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
