import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { formsOf, W9 } from '../../test/formsFixtures.js';
import { FormActions } from './FormActions.js';

const meta = {
  title: 'Features/Forms/FormActions',
  component: FormActions,
  args: { form: W9, onDownload: () => undefined, onDownloadSample: () => undefined },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Download and Download sample of the W-9 form. */
export const Typical: Story = {};
/** Both downloads running: disabled, with spinners. */
export const Busy: Story = { args: { downloading: true, sampleDownloading: true } };
/** A business-overview document: Preview too, pressed while it is previewed. */
export const WithPreview: Story = { args: { form: formsOf('BUSSINESS_OVERVIEW')[0]!, onPreview: () => undefined, previewing: true } };
/** A phone (390 px): the buttons wrap. */
export const Phone: Story = { args: { onPreview: () => undefined }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
