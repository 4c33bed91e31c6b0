import { expectDebouncedSearch, expectListPage, inLanguage, loadedRows, routeRenderer, server } from '@agent-portal/test-utils';
import { SEARCH_DEBOUNCE_MS } from '@agent-portal/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NO_SAMPLE, V1, answerFormList, serveForms, serveSlowFile, W9 } from '../test/formsServer.js';
import { captureSaves, restoreSaves } from '../test/saves.js';
import { Component as BackOfficeRoute } from './BackOfficeRoute.js';

const renderPage = routeRenderer(<BackOfficeRoute />, '/forms/back-office');
const bodyRows = () => loadedRows('Back Office Forms', 'tbody tr[data-form-id]');
const titles = (rows: HTMLElement[]) => rows.map((row) => within(row).getByTestId('form-title').textContent);

afterEach(restoreSaves);

describe('forms/back-office (issue #11; spec §2, §7 GET /forms, §9)', { timeout: 30_000 }, () => {
  it('lists the BACK_OFFICE forms, 10 a page, by title, with their columns and real buttons', async () => {
    const api = serveForms();
    renderPage();
    const rows = await expectListPage('Back Office Forms', bodyRows, { count: 10, columns: ['Title', 'Tag', 'Category', 'Updated', 'Size', 'Actions'] });
    expect(api.last()).toEqual({ category: 'BACK_OFFICE', page: '1', limit: '10' });
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    expect(Array.from(rows[0]!.querySelectorAll('td'), (td) => td.textContent).slice(0, 5)).toEqual([
      'Agent Contracting PacketBO-005',
      'Contracting',
      'Back office',
      'Sep 17, 2026',
      '57 kB',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Download Agent Contracting Packet' })).toBeEnabled();
    expect(within(rows[0]!).getByRole('button', { name: 'Download sample of Agent Contracting Packet' })).toBeEnabled();
    expect(titles(rows).at(-1)).toBe('License Renewal Reimbursement');
  });

  it('sends the tag, the sort and the page from the URL; the tag select lists the tags with counts and goes back to page 1', async () => {
    const api = serveForms();
    const { user, location } = renderPage('?sort=updated_at:desc&page=2');
    await bodyRows();
    expect(api.last()).toEqual({ category: 'BACK_OFFICE', page: '2', limit: '10', sort: 'updated_at:desc' });
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    expect(screen.getByRole('option', { name: 'Commissions (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Contracting (2)' }));
    await waitFor(() => expect(location()).toBe('/forms/back-office?sort=updated_at%3Adesc&tag=Contracting'));
    await waitFor(() => expect(api.last()).toEqual({ category: 'BACK_OFFICE', tag: 'Contracting', page: '1', limit: '10', sort: 'updated_at:desc' }));
    expect(titles(await bodyRows())).toEqual(['Agent Contracting Packet', 'Change of Address Request']);
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(api.last()).toMatchObject({ tag: 'Contracting', sort: 'title:asc', page: '1' }));
  });

  it('debounces the search (500 ms, §9): one request with the text; the box keeps what was typed', async () => {
    const api = serveForms();
    const { location } = renderPage('', { fakeClock: true });
    await bodyRows();
    await expectDebouncedSearch('Search', ['dep', 'deposit'], { api, location, url: '/forms/back-office?search=deposit', search: 'deposit', debounceMs: SEARCH_DEBOUNCE_MS });
    expect(api.last()).toEqual({ category: 'BACK_OFFICE', search: 'deposit', page: '1', limit: '10' });
    expect(titles(await bodyRows())).toEqual(['Direct Deposit Authorization']);
  });

  it('?search=&highlight= (a search result, §2): the form’s row is tinted, aria-current, focused; the query carries the search', async () => {
    const api = serveForms();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPage(`?search=${encodeURIComponent(W9.title)}&highlight=${W9.id}`);
    const [row] = await bodyRows();
    expect(api.last()).toMatchObject({ search: W9.title });
    expect(row).toHaveAttribute('data-form-id', String(W9.id));
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(within(row!).getByText('Search result')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(W9.title);
  });

  it('Download saves the blank form as its file_name, from the public bucket', async () => {
    const api = serveForms();
    const saved = captureSaves();
    const { user } = renderPage('?limit=25');
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Download W-9 Request for Taxpayer Identification' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['W-9 Request for Taxpayer Identification.pdf']));
    expect(api.files).toEqual([W9.link]);
    expect(saved[0]!.blob!.type).toBe('application/pdf');
  });

  it('Download sample asks GET /forms with category, tag and code (§7) and saves SAMPLE-<name with hyphens> (§5)', async () => {
    const api = serveForms();
    const saved = captureSaves();
    const { user } = renderPage('?limit=25');
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Download sample of W-9 Request for Taxpayer Identification' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['SAMPLE-W-9-Request-for-Taxpayer-Identification-sample.pdf']));
    expect(api.last()).toEqual({ category: 'BACK_OFFICE', tag: 'Tax', code: 'BO-002' });
    expect(api.files).toEqual(['forms/back-office/samples/w-9-request-for-taxpayer-identification-sample.pdf']);
  });

  it('offers "Download sample" only on a form that has a sample (issue #28 item 5)', async () => {
    serveForms();
    renderPage('?limit=25');
    await bodyRows();
    expect(screen.getByRole('button', { name: `Download sample of ${W9.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${NO_SAMPLE.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Download sample of ${NO_SAMPLE.title}` })).toBeNull();
  });

  it('a sample gone since the list loaded is the toast "No sample file attached!." (§8) and saves nothing', async () => {
    serveForms();
    // The lookup of the W-9's samples (category, tag, code) finds none any more: the race of issue #28 item 5.
    server.use(
      http.get(`${V1}/forms`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('code') !== W9.code) return undefined;
        return HttpResponse.json(answerFormList([{ ...W9, attachments: [] }], params));
      }),
    );
    const saved = captureSaves();
    const { user } = renderPage('?limit=25');
    await bodyRows();
    await user.click(screen.getByRole('button', { name: `Download sample of ${W9.title}` }));
    expect(await screen.findByText('No sample file attached!.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows the progress of a large file (percentage, determinate bar) and disables the button until it is saved', async () => {
    serveForms();
    const slow = serveSlowFile(W9.link, 200_000);
    const saved = captureSaves();
    const { user } = renderPage('?limit=25');
    await bodyRows();
    const button = screen.getByRole('button', { name: `Download ${W9.title}` });
    await user.click(button);
    const bar = await screen.findByRole('progressbar', { name: `Downloading ${W9.file_name}` });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByTestId('download-percent')).toHaveTextContent('50%');
    expect(button).toBeDisabled();
    slow.release();
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([W9.file_name]));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: `Downloading ${W9.file_name}` })).not.toBeInTheDocument());
    expect(button).toBeEnabled();
    expect(saved[0]!.blob!.size).toBe(200_000);
  });

  it('a missing file (404) is a clear error toast; nothing is saved', async () => {
    serveForms({ missingFiles: [W9.link] });
    const saved = captureSaves();
    const { user } = renderPage('?limit=25');
    await bodyRows();
    await user.click(screen.getByRole('button', { name: `Download ${W9.title}` }));
    expect(await screen.findByText(`${W9.file_name} could not be downloaded: the file is missing.`)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: `Download ${W9.title}` })).toBeEnabled();
  });

  it('a failed list shows the error with "Try again"; a search without results offers "Reset filters"', async () => {
    serveForms({ formsFail: true });
    const first = renderPage();
    expect(await screen.findByText('The forms could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    first.unmount();
    serveForms();
    const { user, location } = renderPage('?search=zzz');
    expect(await screen.findByText('No forms match these filters')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location()).toBe('/forms/back-office'));
  });
  it('words tags and categories in the page\'s language, the tag filter\'s value staying English (issue #29)', async () => {
    const api = serveForms();
    await inLanguage('de', async () => {
      const { user, location } = renderPage();
      const rows = await loadedRows('Backoffice-Formulare', 'tbody tr[data-form-id]');
      const contracting = rows.find((row) => within(row).getByTestId('form-title').textContent === 'Agent Contracting Packet')!;
      expect(within(contracting).getByText('Vertragswesen')).toBeInTheDocument();
      expect(within(contracting).getByText('Backoffice')).toBeInTheDocument();
      expect(within(contracting).queryByText('Contracting')).not.toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'Schlagwort' }));
      expect(screen.getByRole('option', { name: 'Provisionen (2)' })).toBeInTheDocument();
      await user.click(screen.getByRole('option', { name: 'Vertragswesen (2)' }));
      await waitFor(() => expect(location()).toBe('/forms/back-office?tag=Contracting'));
      await waitFor(() => expect(api.last()).toEqual({ category: 'BACK_OFFICE', tag: 'Contracting', page: '1', limit: '10' }));
    });
  });
});
