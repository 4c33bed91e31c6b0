import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@agent-portal/i18n';
import '../../i18n/index.js';
import { StatementDownload, statementFileName } from './StatementDownload.js';

// Issue #9 §3: the statement downloads of a pay cycle, MSW at the network edge.
const cycle = { start_date: '2026-11-10', end_date: '2026-11-16' };
const STATEMENT = `${TEST_ORIGIN}/integration/v1/commissions/statement`;

describe('StatementDownload', () => {
  const saved: string[] = [];
  const blobs: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    // saveBlob makes an object URL and clicks a hidden <a download>: record what would be saved.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:${TEST_ORIGIN}/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the PDF and the CSV of the cycle under the gateway’s file names, with the cycle in the query', async () => {
    const queries: string[] = [];
    server.use(
      http.get(STATEMENT, ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        return url.searchParams.get('format') === 'pdf'
          ? new HttpResponse('%PDF-1.3 statement', { headers: { 'content-type': 'application/pdf' } })
          : new HttpResponse('record_type,pay_cycle_start\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { user } = renderWithProviders(<StatementDownload cycle={cycle} />);
    expect(screen.getByRole('group', { name: 'Statement of this pay cycle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF statement' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'CSV statement' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(queries).toEqual(['?start_date=2026-11-10&end_date=2026-11-16&format=pdf', '?start_date=2026-11-10&end_date=2026-11-16&format=csv']);
    expect(saved).toEqual([statementFileName(cycle, 'pdf'), 'commission-statement-2026-11-10-to-2026-11-16.csv']);
    expect(await blobs[0]!.text()).toBe('%PDF-1.3 statement');
    expect(await blobs[1]!.text()).toMatch(/^record_type,/);
  });

  it('asks for the CSV in the page’s language (Accept-Language, issue #28 item 4)', async () => {
    const languages: Array<string | null> = [];
    server.use(
      http.get(STATEMENT, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return new HttpResponse('\uFEFFEintrag;Beginn des Abrechnungszeitraums\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    await act(() => changeLanguage('de'));
    try {
      const { user } = renderWithProviders(<StatementDownload cycle={cycle} />);
      await user.click(screen.getByRole('button', { name: 'CSV-Abrechnung' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(languages).toEqual(['de']);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('toasts the gateway’s message when the statement fails, and the buttons work again', async () => {
    server.use(http.get(STATEMENT, () => HttpResponse.json({ statusCode: 400, message: 'The PDF statement covers one pay cycle.' }, { status: 400 })));
    const { user } = renderWithProviders(<StatementDownload cycle={cycle} />);
    await user.click(screen.getByRole('button', { name: 'PDF statement' }));
    expect(await screen.findByText('The statement could not be downloaded: The PDF statement covers one pay cycle.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF statement' })).toBeEnabled());
    expect(saved).toHaveLength(0);
  });
});
