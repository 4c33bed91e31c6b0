import { bodyRows, checkStories, expectButton, expectEmptyState, expectFilterBar, expectLoadFailed, expectSelects, expectSkeletonRows } from '@agent-portal/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as checksStories from '../components/ComplianceChecks/ComplianceChecks.stories.js';
import * as groupsStories from '../components/ComplianceFormGroups/ComplianceFormGroups.stories.js';
import * as progressStories from '../components/DownloadProgress/DownloadProgress.stories.js';
import * as actionsStories from '../components/FormActions/FormActions.stories.js';
import * as tilesStories from '../components/FormFamilyTiles/FormFamilyTiles.stories.js';
import * as filterStories from '../components/FormFilters/FormFilters.stories.js';
import * as itemStories from '../components/FormItemList/FormItemList.stories.js';
import * as tableStories from '../components/FormTable/FormTable.stories.js';
import * as previewStories from '../components/PreviewPanel/PreviewPanel.stories.js';

// pdf.js does not run in jsdom: the lazy viewer is replaced (its own stories run in Storybook only).
vi.mock('../components/PdfViewer/PdfViewer', () => ({
  PdfViewer: ({ title }: { title: string }) => <div role="region" aria-label={`Preview of ${title}`} data-testid="pdf-viewer" />,
}));

describe('forms stories render their states (issue #11)', { timeout: 30_000 }, () => {
  it('FormActions Typical, Busy, WithPreview and Phone', async () => {
    const stories = composeStories(actionsStories);
    await checkStories(stories, {
      Typical: () => {
        expect(screen.getByRole('button', { name: 'Download W-9 Request for Taxpayer Identification' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Download sample of W-9 Request for Taxpayer Identification' })).toBeEnabled();
        expectButton(/^Preview/, false);
      },
      Busy: () => {
        expect(screen.getByRole('button', { name: 'Download W-9 Request for Taxpayer Identification' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Download sample of W-9 Request for Taxpayer Identification' })).toBeDisabled();
      },
      WithPreview: () => expect(screen.getByRole('button', { name: 'Preview Agency Business Plan Template' })).toHaveAttribute('aria-pressed', 'true'),
      Phone: () => expect(screen.getByRole('group', { name: 'Actions for W-9 Request for Taxpayer Identification' })).toBeInTheDocument(),
    });
  });

  it('FormFilters Unfiltered, Filtered, Loading and Phone', async () => {
    const stories = composeStories(filterStories);
    await checkStories(stories, {
      Unfiltered: () => expectFilterBar({ Tag: 'All tags' }, 'Reset filters', false),
      Filtered: () => {
        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('agreement');
        expectFilterBar({ Tag: 'Commissions (2)' }, 'Reset filters');
      },
      Loading: () => expectSelects({ Tag: 'Tax' }),
      Phone: () => expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument(),
    });
  });

  it('FormTable Typical, Highlighted, Loading, NoMatch, Empty, Failed and Phone', async () => {
    const stories = composeStories(tableStories);
    await checkStories(stories, {
      Typical: () => {
        expect(bodyRows('Back Office')).toHaveLength(10);
        expect(within(bodyRows('Back Office')[0]!).getByTestId('form-title')).toHaveTextContent('Direct Deposit Authorization');
      },
      Highlighted: () => {
        const [row] = bodyRows('Back Office');
        expect(row).toHaveAttribute('aria-current', 'true');
        expect(within(row!).getByText('Search result')).toBeInTheDocument();
        expect(within(row!).getByRole('button', { name: /^Download sample of W-9/ })).toBeDisabled();
        expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
      },
      Loading: () => expectSkeletonRows(10),
      NoMatch: () => expectEmptyState('No forms match these filters', 'Reset filters'),
      Empty: () => expectEmptyState('No forms here yet'),
      Failed: () => expectLoadFailed('The forms could not be loaded.'),
      Phone: () => expect(within(bodyRows('Back Office')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Title'),
    });
  });

  it('DownloadProgress Typical, Several, Starting, Idle and Phone', async () => {
    const stories = composeStories(progressStories);
    await checkStories(stories, {
      Typical: () => {
        expect(screen.getByRole('progressbar', { name: 'Downloading Agent Contracting Packet.pdf' })).toHaveAttribute('aria-valuenow', '41');
        expect(screen.getByTestId('download-percent')).toHaveTextContent('41%');
      },
      Several: () => {
        expect(screen.getAllByTestId('download-job')).toHaveLength(2);
        expect(screen.getAllByTestId('download-percent').map((el) => el.textContent)).toEqual(['90%', '50 kB so far']);
        expect(screen.getByRole('progressbar', { name: /Direct-Deposit/ })).not.toHaveAttribute('aria-valuenow');
      },
      Starting: () => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0'),
      Idle: () => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(),
      Phone: () => expect(screen.getByRole('region', { name: 'Downloads' })).toBeInTheDocument(),
    });
  });

  it('FormItemList Typical, PreviewAndHighlight, Empty and Phone', async () => {
    const stories = composeStories(itemStories);
    await checkStories(stories, {
      Typical: () => {
        expect(within(screen.getByRole('list', { name: 'Business overview documents' })).getAllByRole('listitem')).toHaveLength(11);
        expectButton(/^Preview/, false);
      },
      PreviewAndHighlight: () => {
        expect(screen.getByRole('button', { name: 'Preview Agency Business Plan Template' })).toHaveAttribute('aria-pressed', 'true');
        expect(document.querySelector('[aria-current="true"]')).toHaveTextContent('Client Needs Analysis (Fact Finder)');
        expect(screen.getByRole('button', { name: 'Download Quarterly Production Report' })).toBeDisabled();
      },
      Empty: () => expect(screen.queryAllByRole('listitem')).toHaveLength(0),
      Phone: () => expect(screen.getAllByRole('button', { name: /^Preview/ })).toHaveLength(11),
    });
  });

  it('FormFamilyTiles Typical, Loading, Empty, Failed and Phone', async () => {
    const stories = composeStories(tilesStories);
    await checkStories(stories, {
      Typical: () => {
        expect(screen.getAllByTestId('family-count').map((el) => el.textContent)).toEqual(['5forms available', '16forms available', '12forms available']);
        expect(screen.getByRole('link', { name: /Back office/ })).toHaveAttribute('href', '/forms/back-office');
      },
      Loading: () => expect(screen.getAllByTestId('family-count').map((el) => el.textContent)).toEqual(['', '', '']),
      Empty: () => expect(screen.getAllByTestId('family-count')[0]).toHaveTextContent('0forms available'),
      Failed: () => expect(screen.getAllByText('The number of forms could not be loaded.')).toHaveLength(3),
      Phone: () => expect(screen.getAllByRole('link')).toHaveLength(3),
    });
  });

  it('ComplianceChecks Typical, Compliant, Blocked, UnsafeFixHref, Loading, Failed and Phone', async () => {
    const stories = composeStories(checksStories);
    await checkStories(stories, {
      Typical: () => {
        expect(screen.getByTestId('compliance-banner')).toHaveTextContent('Action needed');
        expect(screen.getByRole('link', { name: 'Upload: ID card' })).toHaveAttribute('href', '/my-profile#essential-documents');
        expect(screen.getByRole('link', { name: 'Renew: E&O policy' })).toHaveAttribute('href', '/my-profile#essential-documents');
        expect(document.querySelector('[data-status="EXPIRING"]')).toHaveTextContent('Expiring soon');
      },
      Compliant: () => expect(screen.getByTestId('compliance-banner')).toHaveTextContent('You are compliant for now'),
      Blocked: () => {
        expect(screen.getAllByRole('link', { name: /^(Upload|Renew|Request license|Pay now):/ })).toHaveLength(2);
        expect(screen.getByText('License pending')).toBeInTheDocument();
      },
      UnsafeFixHref: () => {
        expect(screen.queryByRole('link', { name: 'Upload: ID card' })).not.toBeInTheDocument();
        expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/my-profile#essential-documents']);
      },
      Loading: () => expect(screen.getByRole('status', { name: 'Your compliance' })).toBeInTheDocument(),
      Failed: () => expect(screen.getByText('Your compliance state could not be loaded.')).toBeInTheDocument(),
      Phone: () => expect(within(bodyRows('Compliance checks')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Check'),
    });
  });

  it('ComplianceFormGroups Typical, Highlighted, Loading, Empty, Failed and Phone', async () => {
    const stories = composeStories(groupsStories);
    await checkStories(stories, {
      Typical: () => {
        expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toHaveLength(12);
        expect(within(screen.getByRole('region', { name: 'E&O' })).getByTestId('form-title')).toHaveTextContent('Errors and Omissions Insurance Declaration');
      },
      Highlighted: () => expect(document.querySelector('[aria-current="true"]')).toHaveTextContent('Anti-Money Laundering (AML) Certification'),
      Loading: () => expect(screen.getByRole('status', { name: 'Compliance forms' })).toBeInTheDocument(),
      Empty: () => expectEmptyState('No compliance forms yet'),
      Failed: () => expect(screen.getByText('The compliance forms could not be loaded.')).toBeInTheDocument(),
      Phone: () => expect(screen.getAllByRole('list')).toHaveLength(12),
    });
  });

  it('PreviewPanel Typical (lazy viewer), Empty, Failed and Phone', async () => {
    const stories = composeStories(previewStories);
    await checkStories(stories, {
      Typical: async () => {
        expect(await screen.findByRole('region', { name: 'Preview of Agency Business Plan Template' })).toBeInTheDocument();
        expectButton('Close the preview');
      },
      Empty: () => expectEmptyState('Choose Preview on a document to see it here.'),
      Failed: () => expect(screen.getByText('The preview could not be loaded.')).toBeInTheDocument(),
      Phone: async () => {
        expect(await screen.findByTestId('pdf-viewer')).toBeInTheDocument();
      },
    });
  });
});
