import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PagedDataTable } from './PagedDataTable.js';
import type { DataTableColumn, DataTableSort } from './types.js';
import { slicePage } from './pagination.js';

/** A client as the my-clients list shows it. */
interface SampleClient {
  id: number;
  name: string;
  city: string;
  policies: number;
}

const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Frances Allen'];
const CITIES = ['Austin', 'Boston', 'Denver', 'Miami', 'Seattle'];

/** 42 clients. */
const ALL: SampleClient[] = Array.from({ length: 42 }, (_, i) => ({
  id: i + 1,
  name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
  city: CITIES[i % CITIES.length]!,
  policies: (i * 7) % 5,
}));

const columns: DataTableColumn<SampleClient>[] = [
  { id: 'name', header: 'Client', sortable: true, render: (c) => c.name },
  { id: 'city', header: 'Location', render: (c) => c.city },
  { id: 'policy_count', header: 'Policies', sortable: true, firstSortDirection: 'desc', align: 'right', render: (c) => c.policies },
];

const texts = {
  loadError: 'The clients could not be loaded.',
  empty: 'No clients yet',
  emptyHint: 'Your clients appear here once their first policy is written.',
  noMatch: 'No clients match your search',
  noMatchHint: 'Try other words, or clear the search and filters.',
  reset: 'Clear search and filters',
  pagination: 'Client pages',
  goToPage: (page: number) => `Client page ${page}`,
};

type State = 'loaded' | 'firstLoad' | 'nothingYet' | 'failed';

/** A my-clients-like list: a city filter, paging and sorting on the "server" (in state here; in the URL on a page). */
function ClientsDemo({ state, city: initialCity = '' }: { state: State; city?: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | undefined>();
  const [city, setCity] = useState(initialCity);
  const source = state === 'nothingYet' ? [] : ALL;
  const filtered = source.filter((c) => !city || c.city === city);
  const sorted = sort
    ? [...filtered].sort((a, b) => {
        const by = sort.by === 'name' ? a.name.localeCompare(b.name) : a.policies - b.policies;
        return sort.direction === 'asc' ? by : -by;
      })
    : filtered;
  const rows = state === 'firstLoad' || state === 'failed' ? undefined : slicePage(sorted, page, pageSize);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {['', 'Boston', 'Paris'].map((choice) => (
          <Button
            key={choice || 'all'}
            variant={city === choice ? 'contained' : 'outlined'}
            onClick={() => {
              setCity(choice);
              setPage(1);
            }}
          >
            {choice || 'All cities'}
          </Button>
        ))}
      </Box>
      <PagedDataTable<SampleClient>
        aria-label="Clients"
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        pagination={{
          page,
          pageSize,
          total: sorted.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        loading={state === 'firstLoad'}
        error={state === 'failed'}
        onRetry={() => undefined}
        filtered={city !== ''}
        onResetFilters={() => setCity('')}
        texts={texts}
      />
    </Box>
  );
}

const meta = {
  title: 'Data/PagedDataTable',
  component: ClientsDemo,
  args: { state: 'loaded' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClientsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42 clients, 10 a page, sortable by client and policies, filterable by city. */
export const Loaded: Story = {};
/** The first page is loading: skeleton rows. */
export const FirstLoad: Story = { args: { state: 'firstLoad' } };
/** No filter and nothing at all: "No clients yet", no button. */
export const NothingYet: Story = { args: { state: 'nothingYet' } };
/** A filter that matches nothing: "No clients match your search" with "Clear search and filters". */
export const NoMatch: Story = { args: { city: 'Paris' } };
/** The load failed: the list's error text with "Try again". */
export const Failed: Story = { args: { state: 'failed' } };
