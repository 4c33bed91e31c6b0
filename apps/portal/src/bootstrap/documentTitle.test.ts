import { changeLanguage } from '@agent-portal/i18n';
import { afterEach, expect, it } from 'vitest';
import { syncDocumentTitle } from './documentTitle';

afterEach(async () => {
  await changeLanguage('en');
});

it('names the tab with the product’s name in the agent’s language (issue #29)', async () => {
  const stop = syncDocumentTitle();
  expect(document.title).toBe('Agent Portal');
  await changeLanguage('de');
  expect(document.title).toBe('Agentenportal');
  stop();
  await changeLanguage('ru');
  expect(document.title).toBe('Agentenportal');
});
