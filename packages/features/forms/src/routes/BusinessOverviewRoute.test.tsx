import { mockViewport, queryOf, routeRenderer } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formsOf, serveForms } from '../test/formsServer.js';
import { captureSaves, restoreSaves } from '../test/saves.js';
import { Component as BusinessOverviewRoute } from './BusinessOverviewRoute.js';

// pdf.js does not run in jsdom: the lazy viewer module is replaced; the real one is proven in Chromium (e2e).
vi.mock('../components/PdfViewer/PdfViewer', () => ({
  PdfViewer: ({ url, title }: { url: string; title: string }) => (
    <div role="region" aria-label={`Preview of ${title}`} data-testid="pdf-viewer" data-url={url} />
  ),
}));

const overview = formsOf('BUSSINESS_OVERVIEW');
const plan = overview.find((f) => f.title === 'Agency Business Plan Template')!;
const factFinder = overview.find((f) => f.title === 'Client Needs Analysis (Fact Finder)')!;

const renderPage = routeRenderer(<BusinessOverviewRoute />, '/business-overview');
const items = () => screen.findAllByRole('listitem').then(() => within(screen.getByRole('list', { name: 'Business overview documents' })).getAllByRole('listitem'));

afterEach(restoreSaves);

describe('business-overview (issue #11; spec §6 licensed, §2)', { timeout: 30_000 }, () => {
  it('lists every BUSSINESS_OVERVIEW document (one query, limit 100) with Download, Download sample and Preview', async () => {
    const api = serveForms();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Business Overview' })).toBeInTheDocument();
    const rows = await items();
    expect(rows).toHaveLength(11);
    expect(api.queries.map(queryOf)).toEqual([{ category: 'BUSSINESS_OVERVIEW', limit: '100' }]);
    expect(within(rows[0]!).getByRole('button', { name: 'Download Agency Business Plan Template' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Download sample of Agency Business Plan Template' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Preview Agency Business Plan Template' })).toHaveAttribute('aria-pressed', 'false');
    // The viewer is not loaded until a preview is opened.
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  });

  it('desktop: Preview shows the document beside the list (lazy viewer, its public URL), in the URL; Close clears it', async () => {
    mockViewport('desktop');
    serveForms();
    const { user, location } = renderPage();
    await items();
    expect(screen.getByText('Choose Preview on a document to see it here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Preview ${plan.title}` }));
    await waitFor(() => expect(location()).toBe(`/business-overview?preview=${plan.id}`));
    const viewer = await screen.findByTestId('pdf-viewer');
    expect(viewer).toHaveAttribute('data-url', `https://localhost/storage/public/${plan.link}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-title')).toHaveTextContent(plan.title);
    expect(screen.getByRole('button', { name: `Preview ${plan.title}` })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    await waitFor(() => expect(location()).toBe('/business-overview'));
    expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  });

  it('phone: the preview opens in a full-screen dialog named by its heading; Escape closes it', async () => {
    serveForms();
    const { user, location } = renderPage(`?preview=${factFinder.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(await within(dialog).findByTestId('pdf-viewer')).toHaveAttribute('aria-label', `Preview of ${factFinder.title}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/business-overview'));
  });

  it('?highlight=<id> (a search result): that document is tinted, aria-current and focused', async () => {
    serveForms();
    Element.prototype.scrollIntoView = vi.fn();
    renderPage(`?search=${encodeURIComponent(factFinder.title)}&highlight=${factFinder.id}`);
    await items();
    const item = document.querySelector<HTMLElement>(`li[data-form-id="${factFinder.id}"]`)!;
    expect(item).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(item).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it('Download sample of a document saves SAMPLE-<name> (§5)', async () => {
    serveForms();
    const saved = captureSaves();
    const { user } = renderPage();
    await items();
    await user.click(screen.getByRole('button', { name: `Download sample of ${plan.title}` }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['SAMPLE-Agency-Business-Plan-Template-sample.pdf']));
  });

  it('a failed list shows its error with "Try again"', async () => {
    serveForms({ formsFail: true });
    renderPage();
    expect(await screen.findByText('The business overview documents could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
