import { renderWithProviders } from '@agent-portal/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToAnchor } from './useScrollToAnchor.js';

function Section({ anchor }: { anchor: string }) {
  useScrollToAnchor(anchor);
  return <section id={anchor}>{anchor}</section>;
}

describe('useScrollToAnchor (the profile sections the compliance "Fix it" links and the block check open)', () => {
  it('scrolls the section the fragment names into view, and no other', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithProviders(
      <>
        <Section anchor="licence" />
        <Section anchor="essential-documents" />
      </>,
      { route: '/my-profile#essential-documents', path: '/my-profile' },
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'essential-documents');
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
