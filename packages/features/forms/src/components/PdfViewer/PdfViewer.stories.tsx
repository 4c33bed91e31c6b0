import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { BUSINESS_PLAN_PDF } from '../../test/pdfFixture.js';
import { PdfViewer } from './PdfViewer.js';

const meta = {
  title: 'Features/Forms/PdfViewer',
  component: PdfViewer,
  parameters: { layout: 'padded' },
  args: { url: BUSINESS_PLAN_PDF, title: 'Agency Business Plan Template' },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A three-page PDF fitted to the width, with page navigation and zoom. */
export const Typical: Story = {};
/** A file that is not a PDF: the error message. */
export const Broken: Story = { args: { url: 'data:application/pdf;base64,bm90IGEgcGRm' } };
/** A file that never arrives: the loading skeleton stays. */
export const Loading: Story = { args: { url: '/storage/public/forms/never-answers.pdf' } };
/** A phone (390 px): the page takes the screen's width. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
