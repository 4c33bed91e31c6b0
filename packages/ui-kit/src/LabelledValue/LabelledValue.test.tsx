import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledValue } from './LabelledValue.js';

describe('LabelledValue (issue #30)', () => {
  it('is a term and its definition, in a plain div unless styled', () => {
    const { container } = render(
      <dl>
        <LabelledValue label="Account holder">Ava Martin</LabelledValue>
        <LabelledValue label="Email" sx={{ minWidth: 0 }}>
          ava@example.com
        </LabelledValue>
      </dl>,
    );
    expect(screen.getAllByRole('term')).toHaveLength(2);
    const [plain, styled] = Array.from(container.querySelectorAll('dl > div'));
    expect(plain?.getAttribute('class')).toBeNull();
    expect(plain?.querySelector('dt')).toHaveTextContent('Account holder');
    expect(plain?.querySelector('dd')).toHaveTextContent('Ava Martin');
    expect(styled).toHaveClass('MuiBox-root');
    expect(styled?.querySelector('dd')).toHaveTextContent('ava@example.com');
  });
});
