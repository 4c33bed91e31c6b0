export { AgentAvatar } from './AgentAvatar/AgentAvatar.js';
export type { AgentAvatarProps } from './AgentAvatar/AgentAvatar.js';
export { DefaultAvatarImage } from './AgentAvatar/DefaultAvatarImage.js';
export type { DefaultAvatarImageProps } from './AgentAvatar/DefaultAvatarImage.js';
export { visuallyHidden } from './a11y/visuallyHidden.js';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.js';
export { DataTable } from './DataTable/DataTable.js';
export type {
  DataAttributes,
  DataTableCellProps,
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowProps,
  DataTableSort,
  SortDirection,
} from './DataTable/DataTable.js';
export { PagedDataTable } from './DataTable/PagedDataTable.js';
export type { PagedDataTableProps, PagedListProps, PagedListTexts } from './DataTable/PagedDataTable.js';
export { usePagedListTexts } from './DataTable/usePagedListTexts.js';
export type { PagedListTextKeys } from './DataTable/usePagedListTexts.js';
export { PHONE_PAGE_LINKS, Pager } from './DataTable/Pager.js';
export type { DataTablePagination, PagerLabels, PagerProps } from './DataTable/Pager.js';
export {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  MAX_PAGE_LINKS,
  PAGE_SIZES,
  pageCount,
  pageRange,
  pageWindow,
  parsePage,
  parsePageSize,
  slicePage,
} from './DataTable/pagination.js';
export type { PageSize } from './DataTable/pagination.js';
export { usePaging } from './DataTable/usePaging.js';
export type { Paging, UsePagingOptions } from './DataTable/usePaging.js';
export { EmptyState } from './EmptyState/EmptyState.js';
export type { EmptyStateProps } from './EmptyState/EmptyState.js';
export { ListEmptyState } from './EmptyState/ListEmptyState.js';
export type { ListEmptyStateProps } from './EmptyState/ListEmptyState.js';
export { NoDataImage } from './EmptyState/NoDataImage.js';
export type { NoDataImageProps } from './EmptyState/NoDataImage.js';
export { ChangeLine, FigureCard, FigureGrid } from './FigureCard/FigureCard.js';
export { SideSheet } from './SideSheet/SideSheet.js';
export type { SideSheetProps } from './SideSheet/SideSheet.js';
export type { ChangeLineProps, FigureCardProps, FigureGridProps } from './FigureCard/FigureCard.js';
export { FilterBar, FilterGroup } from './FilterBar/FilterBar.js';
export { LabelledValue } from './LabelledValue/LabelledValue.js';
export type { LabelledValueProps } from './LabelledValue/LabelledValue.js';
export { LazyMount } from './LazyMount/LazyMount.js';
export type { LazyMountProps } from './LazyMount/LazyMount.js';
export type { FilterBarProps, FilterGroupProps, ListFiltersProps } from './FilterBar/FilterBar.js';
export { FilterSelect } from './FilterSelect/FilterSelect.js';
export type { FilterChoice, FilterSelectProps } from './FilterSelect/FilterSelect.js';
export { FormActions } from './FormActions/FormActions.js';
export type { FormActionsProps } from './FormActions/FormActions.js';
export { FormikCheckbox } from './FormikFields/FormikCheckbox.js';
export type { FormikCheckboxProps } from './FormikFields/FormikCheckbox.js';
export { FormikDateField } from './FormikFields/FormikDateField.js';
export type { FormikDateFieldProps } from './FormikFields/FormikDateField.js';
export { FormikSelectField } from './FormikFields/FormikSelectField.js';
export type { FormikSelectFieldProps, SelectOption } from './FormikFields/FormikSelectField.js';
export { FormikTextField } from './FormikFields/FormikTextField.js';
export type { FormikFieldBaseProps, FormikTextFieldProps } from './FormikFields/FormikTextField.js';
export {
  TranslateErrorProvider,
  bindFormikTextField,
  formikFieldError,
  formikFieldValue,
  useFormikBag,
  useTranslateError,
} from './FormikFields/formikField.js';
export type {
  BindFormikTextFieldOptions,
  FormikFieldBag,
  FormikFieldError,
  FormikTextFieldBinding,
  TranslateError,
  TranslateErrorProviderProps,
} from './FormikFields/formikField.js';
export { SCROLL_DURATION_MS, SCROLL_OFFSET_PX, scrollToElement } from './form/scrollToElement.js';
export type { ScrollToElementOptions } from './form/scrollToElement.js';
export { SUBMIT_ATTEMPTED_STATUS_KEY, submitWithValidation } from './form/submitWithValidation.js';
export type { FormikLike, SubmitWithValidationOptions } from './form/submitWithValidation.js';
export { useSubmitWithValidation } from './form/useSubmitWithValidation.js';
export { useEditableSection } from './form/useEditableSection.js';
export type { EditableSection, EditableSectionOptions } from './form/useEditableSection.js';
export { EditableSectionForm } from './form/EditableSectionForm.js';
export type { EditableSectionFormProps } from './form/EditableSectionForm.js';
export { UI_KIT_NS, uiKitEn, uiKitLoaders, uiKitTranslations } from './i18n/index.js';
export { isFormTag, useFormTagLabel } from './insurance/formTags.js';
export type { FormTag } from './insurance/formTags.js';
export { isProductTypeTitle, useProductTypeLabel } from './insurance/productTypes.js';
export type { ProductTypeTitle } from './insurance/productTypes.js';
export type { UiKitResources } from './i18n/types.js';
export { LOADER_DELAY_MS, LoaderOverlay } from './LoaderOverlay/LoaderOverlay.js';
export type { LoaderOverlayProps } from './LoaderOverlay/LoaderOverlay.js';
export { Logo } from './Logo/Logo.js';
export type { LogoProps } from './Logo/Logo.js';
export { PageHeader } from './PageHeader/PageHeader.js';
export type { PageHeaderProps } from './PageHeader/PageHeader.js';
export { BusySkeleton, TABLE_ROWS_SKELETON } from './QueryState/BusySkeleton.js';
export type { BusySkeletonProps, SkeletonLine } from './QueryState/BusySkeleton.js';
export { LoadErrorAlert } from './QueryState/LoadErrorAlert.js';
export type { LoadErrorAlertProps } from './QueryState/LoadErrorAlert.js';
export { QueryState } from './QueryState/QueryState.js';
export type { QueryLike, QueryStateProps } from './QueryState/QueryState.js';
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SearchField } from './SearchField/SearchField.js';
export type { SearchFieldProps } from './SearchField/SearchField.js';
export { SECTION_SCROLL_MARGIN_PX, SectionCard } from './SectionCard/SectionCard.js';
export type { SectionCardProps } from './SectionCard/SectionCard.js';
export { ServerErrorAlert } from './ServerErrorAlert/ServerErrorAlert.js';
export type { ServerErrorAlertProps } from './ServerErrorAlert/ServerErrorAlert.js';
export { errorMessage, useErrorText, useServerError } from './ServerErrorAlert/useServerError.js';
export type { ServerErrorState, UseServerErrorOptions } from './ServerErrorAlert/useServerError.js';
export { KeepCodesWhole, UNBREAKABLE_TOKEN } from './TruncatedText/KeepCodesWhole.js';
export type { KeepCodesWholeProps } from './TruncatedText/KeepCodesWhole.js';
export { TextWithData } from './TextWithData/TextWithData.js';
export type { TextWithDataProps } from './TextWithData/TextWithData.js';
export { TruncatedText } from './TruncatedText/TruncatedText.js';
export type { TruncatedTextProps } from './TruncatedText/TruncatedText.js';
export { useWhenIdle, whenIdle } from './scheduling/whenIdle.js';
export { lazyWithFallback } from './scheduling/lazyWithFallback.js';
export { loadWithRetry } from './scheduling/loadWithRetry.js';
export type { LoadWithRetryOptions } from './scheduling/loadWithRetry.js';
export type { LazyWithFallbackOptions } from './scheduling/lazyWithFallback.js';
export type { WhenIdleOptions } from './scheduling/whenIdle.js';
export { saveBlob, OBJECT_URL_LIFETIME_MS } from './files/saveBlob.js';
export { FONT_STACK, createPortalTheme } from './theme/createPortalTheme.js';
export type { MuiTexts, ThemeMode } from './theme/createPortalTheme.js';
export { THEME_MODE_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './theme/ThemeModeProvider.js';
export type { ThemeModeContextValue, ThemeModeProviderProps } from './theme/ThemeModeProvider.js';
export { TOAST_DURATION_MS, TOAST_MAX_SNACK, TOAST_TOP_OFFSET, ToastProvider, closeToast, showToast } from './toast/toast.js';
export type { ToastKey, ToastProviderProps, ToastVariant } from './toast/toast.js';
export { boolParam, intIn, oneOf, patchListParams, positiveId, sortParam, sortValue, textParam } from './url/listParams.js';
export type { ParamPatch } from './url/listParams.js';
export { useUrlListState } from './url/useUrlListState.js';
export type {
  ListParamsState,
  SetListParams,
  UrlListPagination,
  UrlListState,
  UrlListStateOptions,
} from './url/useUrlListState.js';
