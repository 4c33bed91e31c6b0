import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../i18n';
import { ClientSearchField } from './ClientSearchField';

const meta = {
  title: 'Features/Clients/ClientSearchField',
  component: ClientSearchField,
  parameters: { layout: 'padded' },
  args: { value: undefined, onSearch: () => undefined },
} satisfies Meta<typeof ClientSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the hint, no clear button. */
export const Empty: Story = {};
/** A search in force (from the URL): the text and "Clear search". */
export const WithSearch: Story = { args: { value: 'sofia' } };
/** A phone (390 px): the box takes the whole line. */
export const Phone: Story = { args: { value: 'TL-0000011' }, ...{ globals: { viewport: { value: 'mobile2', isRotated: false } } } };
