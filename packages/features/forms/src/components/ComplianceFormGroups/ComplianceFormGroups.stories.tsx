import type { ComplianceFormGroup } from '@agent-portal/api-client/wire';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n/index.js';
import { complianceGroups, formTitled } from '../../test/formsFixtures.js';
import { ComplianceFormGroups } from './ComplianceFormGroups.js';

const loaded = (data: ComplianceFormGroup[]) => ({ data, isLoading: false, isError: false, refetch: () => undefined });

const meta = {
  title: 'Features/Forms/ComplianceFormGroups',
  component: ComplianceFormGroups,
  parameters: { layout: 'padded' },
  args: { query: loaded(complianceGroups()), onDownload: () => undefined, onDownloadSample: () => undefined },
} satisfies Meta<typeof ComplianceFormGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The twelve compliance forms under their tags (AML, CE, CMS…). */
export const Typical: Story = {};
/** Opened from a search result: the AML certification highlighted. */
export const Highlighted: Story = { args: { highlightId: formTitled('Anti-Money Laundering (AML) Certification').id } };
/** While the forms load. */
export const Loading: Story = { args: { query: { isLoading: true } } };
/** No compliance forms. */
export const Empty: Story = { args: { query: loaded([]) } };
/** The forms failed: a message with "Try again". */
export const Failed: Story = { args: { query: { isError: true, refetch: () => undefined } } };
/** A phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
