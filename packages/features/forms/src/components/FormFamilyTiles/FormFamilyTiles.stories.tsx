import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../../i18n/index.js';
import { FormFamilyTiles, type FormFamilyTile } from './FormFamilyTiles.js';

const tiles: FormFamilyTile[] = [
  { id: 'policy', title: 'Policy forms', description: 'Applications and policy service forms for each product line.', href: '/forms/policy-forms', count: 5 },
  { id: 'backOffice', title: 'Back office', description: 'Payroll, tax, contracting and commission forms.', href: '/forms/back-office', count: 16 },
  { id: 'complianceForms', title: 'Compliance forms', description: 'Attestations, acknowledgments and certificates.', href: '/forms/compliance-forms', count: 12 },
];

const meta = {
  title: 'Features/Forms/FormFamilyTiles',
  component: FormFamilyTiles,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { tiles },
} satisfies Meta<typeof FormFamilyTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three families with their counts. */
export const Typical: Story = {};
/** While the counts load. */
export const Loading: Story = { args: { tiles: tiles.map((tile) => ({ ...tile, count: undefined, loading: true })) } };
/** A family without forms. */
export const Empty: Story = { args: { tiles: tiles.map((tile) => ({ ...tile, count: 0 })) } };
/** The counts failed: the tiles still link to their pages. */
export const Failed: Story = { args: { tiles: tiles.map((tile) => ({ ...tile, count: undefined, error: true })) } };
/** A phone (390 px): one tile per line. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
