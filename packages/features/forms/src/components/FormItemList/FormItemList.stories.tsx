import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { formsOf } from '../../test/formsFixtures.js';
import { FormItemList } from './FormItemList.js';

const overview = formsOf('BUSSINESS_OVERVIEW');

const meta = {
  title: 'Features/Forms/FormItemList',
  component: FormItemList,
  parameters: { layout: 'padded' },
  args: { forms: overview, label: 'Business overview documents', onDownload: () => undefined, onDownloadSample: () => undefined },
} satisfies Meta<typeof FormItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eleven business-overview documents with Download and Download sample. */
export const Typical: Story = {};
/** With Preview buttons, one document previewed and another highlighted by a search link. */
export const PreviewAndHighlight: Story = {
  args: { onPreview: () => undefined, previewId: overview[0]!.id, highlightId: overview[4]!.id, isBusy: (id, kind) => id === overview[1]!.id && kind === 'form' },
};
/** No forms: an empty list (the page shows its own empty state instead). */
export const Empty: Story = { args: { forms: [] } };
/** A phone (390 px): the buttons wrap under the title. */
export const Phone: Story = { args: { onPreview: () => undefined }, globals: { viewport: { value: 'mobile2', isRotated: false } } };
