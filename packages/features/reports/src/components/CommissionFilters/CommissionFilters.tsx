import type { CommissionPossibleFilters, CommissionReportParams } from '@agent-portal/api-client/wire';
import { FilterBar, FilterSelect, useProductTypeLabel } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';

/** The filters of the commission report, as in the URL and on the wire (the filters of `CommissionReportParams`). */
export type CommissionFilterValues = Pick<CommissionReportParams, (typeof COMMISSION_FILTER_KEYS)[number]>;

/** The filter keys of {@link CommissionFilterValues}, in display order. */
export const COMMISSION_FILTER_KEYS = ['kind', 'product_type', 'carrier', 'status', 'downline_agent_id', 'client_id'] as const;

/** Props of {@link CommissionFilters}. */
export interface CommissionFiltersProps {
  /** The values each filter can take (`GET …/possible-filters`); `undefined` while loading (the selects are disabled). */
  options: CommissionPossibleFilters | undefined;
  value: CommissionFilterValues;
  /** Called with the whole next set of filters. */
  onChange: (next: CommissionFilterValues) => void;
}

/**
 * The commission report's filters: kind, product type, carrier, status, downline agent and
 * client, each an MUI select with "All" first, fed by possible-filters; "Clear filters"
 * when any is set (ui-kit `FilterBar`). Wraps; one per line on a phone.
 */
export function CommissionFilters({ options, value, onChange }: CommissionFiltersProps) {
  const { t } = useTranslation(REPORTS_NS);
  const productTypeLabel = useProductTypeLabel();
  const disabled = options === undefined;
  const all = t('commissions.all');
  const set = (patch: CommissionFilterValues) => onChange({ ...value, ...patch });
  const any = COMMISSION_FILTER_KEYS.some((key) => value[key] !== undefined);
  return (
    <FilterBar label={t('commissions.filters')} filtered={any} resetLabel={t('commissions.clearFilters')} onReset={() => onChange({})} resetSize="small">
      <FilterSelect
        label={t('commissions.filter.kind')}
        value={value.kind ?? ''}
        allLabel={all}
        disabled={disabled}
        choices={(options?.kinds ?? []).map((kind) => ({ value: kind, label: t(`commissions.kind.${kind}`) }))}
        onChange={(v) => set({ kind: (v || undefined) as CommissionFilterValues['kind'] })}
      />
      <FilterSelect
        label={t('commissions.filter.productType')}
        value={value.product_type ?? ''}
        allLabel={all}
        disabled={disabled}
        choices={(options?.product_types ?? []).map((p) => ({ value: p, label: productTypeLabel(p) }))}
        onChange={(v) => set({ product_type: v || undefined })}
      />
      <FilterSelect
        label={t('commissions.filter.carrier')}
        value={value.carrier ?? ''}
        allLabel={all}
        disabled={disabled}
        choices={(options?.carriers ?? []).map((c) => ({ value: c, label: c }))}
        onChange={(v) => set({ carrier: v || undefined })}
      />
      <FilterSelect
        label={t('commissions.filter.status')}
        value={value.status ?? ''}
        allLabel={all}
        disabled={disabled}
        choices={(options?.statuses ?? []).map((s) => ({ value: s, label: t(`commissions.status.${s}`) }))}
        onChange={(v) => set({ status: (v || undefined) as CommissionFilterValues['status'] })}
      />
      <FilterSelect
        label={t('commissions.filter.downlineAgent')}
        value={value.downline_agent_id === undefined ? '' : String(value.downline_agent_id)}
        allLabel={all}
        disabled={disabled}
        choices={(options?.downline_agents ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        onChange={(v) => set({ downline_agent_id: v ? Number(v) : undefined })}
      />
      <FilterSelect
        label={t('commissions.filter.client')}
        value={value.client_id === undefined ? '' : String(value.client_id)}
        allLabel={all}
        disabled={disabled}
        choices={(options?.clients ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(v) => set({ client_id: v ? Number(v) : undefined })}
      />
    </FilterBar>
  );
}
