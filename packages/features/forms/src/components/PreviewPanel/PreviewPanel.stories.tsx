import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { formsOf } from '../../test/formsFixtures.js';
import { BUSINESS_PLAN_PDF } from '../../test/pdfFixture.js';
import { PreviewPanel } from './PreviewPanel.js';

const plan = { ...formsOf('BUSSINESS_OVERVIEW')[0]!, link: BUSINESS_PLAN_PDF };

const meta = {
  title: 'Features/Forms/PreviewPanel',
  component: PreviewPanel,
  parameters: { layout: 'padded' },
  args: { form: plan, onClose: () => undefined, titleId: 'preview-title' },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business plan previewed (the viewer loads on first use). */
export const Typical: Story = {};
/** Nothing chosen yet: a hint. */
export const Empty: Story = { args: { form: undefined } };
/** The file cannot be reached (no bucket URL): the error message. */
export const Failed: Story = { args: { form: { ...plan, link: '' } } };
/** A phone (390 px), as inside the full-screen dialog. */
export const Phone: Story = { args: { variant: 'plain' }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
