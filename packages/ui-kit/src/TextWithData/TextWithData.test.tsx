import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithData } from './TextWithData.js';

describe('TextWithData (issue #29: data in a translated sentence is translate="no")', () => {
  it('puts each value in its own translate="no" span, the words around it as they are', () => {
    const { container } = render(
      <p>
        <TextWithData data={{ subject: 'Chargeback dispute on policy IU-0000081' }} text={(s) => `Der Support hat auf TCK-000022 geantwortet: ${s.subject}`} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p).toHaveTextContent('Der Support hat auf TCK-000022 geantwortet: Chargeback dispute on policy IU-0000081');
    const spans = p.querySelectorAll('span[translate="no"]');
    expect(spans).toHaveLength(1);
    expect(spans[0]).toHaveTextContent(/^Chargeback dispute on policy IU-0000081$/);
  });

  it('handles several values, one at the start, and one the sentence does not use', () => {
    const { container } = render(<TextWithData data={{ name: 'Ava Martinez', other: 'unused' }} text={(s) => `${s.name} möchte Vertriebsdirektor werden.`} />);
    expect(container).toHaveTextContent(/^Ava Martinez möchte Vertriebsdirektor werden\.$/);
    expect([...container.querySelectorAll('span[translate="no"]')].map((e) => e.textContent)).toEqual(['Ava Martinez']);
  });

  it('renders each piece through renderText', () => {
    const { container } = render(<TextWithData data={{ name: 'Ava' }} text={(s) => `Hi ${s.name}!`} renderText={(piece) => <b>{piece}</b>} />);
    expect([...container.querySelectorAll('b')].map((e) => e.textContent)).toEqual(['Hi ', 'Ava', '!']);
  });
});
