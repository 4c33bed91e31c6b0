import { changeLanguage, loadEveryLanguage } from '@agent-portal/i18n';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { uiKitLoaders } from '../i18n/index.js';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { useProductTypeLabel } from './productTypes.js';

function Label({ title }: { title: string }) {
  return <span>{useProductTypeLabel()(title)}</span>;
}

describe('useProductTypeLabel (issue #29: product types in the page language, the title on the wire)', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('words a known title in the chosen language and keeps an unknown one as sent', async () => {
    renderWithTheme(
      <>
        <Label title="Term Life" />
        <Label title="Pet Insurance" />
      </>,
    );
    expect(screen.getByText('Term Life')).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(await screen.findByText('Risiko\u00ADlebens\u00ADversicherung')).toBeInTheDocument();
    expect(screen.getByText('Pet Insurance')).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
    expect(await screen.findByText('Срочное страхование жизни')).toBeInTheDocument();
  });

  it('has every product type in every language, none left as in English', async () => {
    const every = (await loadEveryLanguage(en, uiKitLoaders)) as Record<string, { productTypes: Record<string, string> }>;
    for (const [lang, texts] of Object.entries(every)) {
      expect(Object.keys(texts.productTypes)).toEqual(Object.keys(en.productTypes));
      if (lang === 'en') continue;
      for (const [title, text] of Object.entries(texts.productTypes)) expect(text, `${lang} ${title}`).not.toBe(title);
    }
  });
});
