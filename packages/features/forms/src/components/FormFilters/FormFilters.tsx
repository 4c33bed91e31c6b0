import type { FormTagCount } from '@agent-portal/api-client/wire';
import { FilterBar, FilterSelect, SearchField, useFormTagLabel, type ListFiltersProps } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/index.js';

/** The filters of a form list, as in the URL and on the wire (`FormListParams`). */
export interface FormFilterValues {
  /** Every word in the title, tag or code (1–100 characters). */
  search?: string;
  /** Exact tag. */
  tag?: string;
}

/** Whether any filter is set. */
export const anyFormFilter = (value: FormFilterValues) => value.search !== undefined || value.tag !== undefined;

/** Props of {@link FormFilters}. */
export interface FormFiltersProps extends ListFiltersProps<FormFilterValues> {
  /** The tags of the list with their counts (`FormPage.tags`); `undefined` while loading. `onChange` takes the whole next set of filters. */
  tags: readonly FormTagCount[] | undefined;
}

/**
 * The filters of a form list (issue #11; spec §7 `GET /forms`, §9 debounce): a search box
 * (title, tag or code, 1–100 characters; ui-kit `SearchField`: applied 500 ms after the last
 * keystroke, keeping what was typed; Escape or its clear button apply at once), the tag
 * select (the list's tags with their counts, "All tags" first) and "Reset filters" when any
 * is set (ui-kit `FilterBar`). One per line on a phone.
 */
export function FormFilters({ value, tags, onChange, onReset, searchDelayMs }: FormFiltersProps) {
  const { t } = useTranslation(FORMS_NS);
  const tagLabel = useFormTagLabel();

  return (
    <FilterBar label={t('list.filters')} filtered={anyFormFilter(value)} resetLabel={t('list.reset')} onReset={onReset}>
      <SearchField
        label={t('list.search')}
        placeholder={t('list.searchHint')}
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        delayMs={searchDelayMs}
      />
      <FilterSelect
        label={t('list.tag')}
        value={value.tag ?? ''}
        allLabel={t('list.allTags')}
        choices={(tags ?? []).map(({ tag, count }) => ({ value: tag, label: t('list.tagChoice', { tag: tagLabel(tag), count }) }))}
        onChange={(tag) => onChange({ ...value, tag: tag || undefined })}
      />
    </FilterBar>
  );
}
