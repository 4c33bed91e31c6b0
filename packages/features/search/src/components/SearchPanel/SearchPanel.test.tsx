import { changeLanguage } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { fullResult } from './fixtures.js';
import { SearchPanel } from './SearchPanel.js';

describe('SearchPanel in the page’s language (issue #29)', () => {
  it('words product types, tags, categories and statuses; names, ticket numbers and subjects are translate="no"', async () => {
    await act(() => changeLanguage('de'));
    try {
      renderWithProviders(
        <SearchPanel query="rosa" onQueryChange={vi.fn()} status="done" result={fullResult} licensed onOpen={vi.fn()} onRetry={vi.fn()} />,
      );
      expect(await screen.findByText('Risiko\u00ADlebens\u00ADversicherung · TL-0000042 · +1 weitere')).toBeInTheDocument();
      expect(screen.getByText('Steuern · Backoffice')).toBeInTheDocument();
      expect(screen.getByText('Ziele · Geschäftsübersicht')).toBeInTheDocument();
      // An abbreviation is shown as sent.
      expect(screen.getByText('E&O · Compliance-Formulare')).toBeInTheDocument();
      expect(screen.getByText('In Bearbeitung')).toBeInTheDocument();
      expect(screen.getByText('Rosa Diaz')).toHaveAttribute('translate', 'no');
      expect(screen.getByText('TCK-000055')).toHaveAttribute('translate', 'no');
      expect(screen.getByText('Commission missing for policy TL-0000042')).toHaveAttribute('translate', 'no');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
