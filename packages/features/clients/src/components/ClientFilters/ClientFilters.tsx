import type { ClientPossibleFilters, PolicyStatus } from '@agent-portal/api-client/wire';
import { FilterBar, FilterSelect, SearchField, useProductTypeLabel, type ListFiltersProps } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n/index.js';

/** Every policy status, in life-cycle order (api-client `PolicyStatus`). */
export const POLICY_STATUSES: readonly PolicyStatus[] = ['PENDING', 'ACTIVE', 'LAPSED', 'CANCELLED'];

/** The client list's search and filters, as in the URL and on the wire (`ClientListParams`). */
export interface ClientFilterValues {
  /** 1–100 characters: name, email, phone or policy number (the gateway matches it). */
  search?: string;
  /** Only clients holding a policy of this product type (an id of possible-filters `product_types`). */
  product_type_id?: number;
  /** Only clients holding a policy in this status (with `product_type_id`: the same policy). */
  policy_status?: PolicyStatus;
}

/** The keys of {@link ClientFilterValues}. */
export const CLIENT_FILTER_KEYS = ['search', 'product_type_id', 'policy_status'] as const;

/** Whether a search or any filter is set. */
export const anyFilter = (value: ClientFilterValues) => CLIENT_FILTER_KEYS.some((key) => value[key] !== undefined);

/** Props of {@link ClientFilters}. */
export interface ClientFiltersProps extends ListFiltersProps<ClientFilterValues> {
  /** The values the selects offer (`GET /clients/possible-filters`); `undefined` while loading (the product type select is disabled; the statuses fall back to {@link POLICY_STATUSES}). `onChange` takes a patch (a key set to `undefined` is cleared). */
  options: ClientPossibleFilters | undefined;
}

/**
 * The search and filters of `my-clients` (issue #11; CONTRACTS "Clients" `GET /clients`): the
 * client search (ui-kit `SearchField`, spec §5/§9: applied 500 ms after the last keystroke,
 * Escape or "Clear search" at once; the gateway matches name, email, phone and policy number,
 * accent-insensitively, 1–100 characters), the product type (from possible-filters) and the policy
 * status, each an MUI select with "All" first (option labels in the page's language, values as on the wire: issue #29), and "Clear search and filters" when any is set.
 * They wrap; one per line on a phone (ui-kit `FilterBar`).
 */
export function ClientFilters({ value, options, onChange, onReset, searchDelayMs }: ClientFiltersProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const productTypeLabel = useProductTypeLabel();
  const all = t('list.filters.all');
  const disabled = options === undefined;
  const statuses = options?.policy_statuses ?? POLICY_STATUSES;
  return (
    <FilterBar label={t('list.filters.label')} filtered={anyFilter(value)} resetLabel={t('list.filters.clear')} onReset={onReset}>
      <SearchField
        label={t('list.search.label')}
        placeholder={t('list.search.placeholder')}
        clearLabel={t('list.search.clear')}
        value={value.search}
        onSearch={(search) => onChange({ search })}
        delayMs={searchDelayMs}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 320px' } }}
      />
      <FilterSelect
        label={t('list.filters.productType')}
        value={value.product_type_id === undefined ? '' : String(value.product_type_id)}
        allLabel={all}
        disabled={disabled}
        choices={(options?.product_types ?? []).map((p) => ({ value: String(p.id), label: productTypeLabel(p.name) }))}
        onChange={(v) => onChange({ product_type_id: v ? Number(v) : undefined })}
      />
      <FilterSelect
        label={t('list.filters.policyStatus')}
        value={value.policy_status ?? ''}
        allLabel={all}
        choices={statuses.map((s) => ({ value: s, label: t(`common.policyStatus.${s}`) }))}
        onChange={(v) => onChange({ policy_status: (v || undefined) as PolicyStatus | undefined })}
      />
    </FilterBar>
  );
}
