export { AgentAvatar } from './AgentAvatar/AgentAvatar';
export type { AgentAvatarProps } from './AgentAvatar/AgentAvatar';
export { DefaultAvatarImage } from './AgentAvatar/DefaultAvatarImage';
export type { DefaultAvatarImageProps } from './AgentAvatar/DefaultAvatarImage';
export { visuallyHidden } from './a11y/visuallyHidden';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { DataTable } from './DataTable/DataTable';
export type {
  DataAttributes,
  DataTableCellProps,
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowProps,
  DataTableSort,
  SortDirection,
} from './DataTable/DataTable';
export { Pager } from './DataTable/Pager';
export type { DataTablePagination, PagerLabels, PagerProps } from './DataTable/Pager';
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
} from './DataTable/pagination';
export type { PageSize } from './DataTable/pagination';
export { usePaging } from './DataTable/usePaging';
export type { Paging, UsePagingOptions } from './DataTable/usePaging';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ListEmptyState } from './EmptyState/ListEmptyState';
export type { ListEmptyStateProps } from './EmptyState/ListEmptyState';
export { NoDataImage } from './EmptyState/NoDataImage';
export type { NoDataImageProps } from './EmptyState/NoDataImage';
export { ChangeLine, FigureCard, FigureGrid } from './FigureCard/FigureCard';
export { SideSheet } from './SideSheet/SideSheet';
export type { SideSheetProps } from './SideSheet/SideSheet';
export type { ChangeLineProps, FigureCardProps, FigureGridProps } from './FigureCard/FigureCard';
export { FilterSelect } from './FilterSelect/FilterSelect';
export type { FilterChoice, FilterSelectProps } from './FilterSelect/FilterSelect';
export { FormActions } from './FormActions/FormActions';
export type { FormActionsProps } from './FormActions/FormActions';
export { FormikCheckbox } from './FormikFields/FormikCheckbox';
export type { FormikCheckboxProps } from './FormikFields/FormikCheckbox';
export { FormikDateField } from './FormikFields/FormikDateField';
export type { FormikDateFieldProps } from './FormikFields/FormikDateField';
export { FormikSelectField } from './FormikFields/FormikSelectField';
export type { FormikSelectFieldProps, SelectOption } from './FormikFields/FormikSelectField';
export { FormikTextField } from './FormikFields/FormikTextField';
export type { FormikFieldBaseProps, FormikTextFieldProps } from './FormikFields/FormikTextField';
export {
  TranslateErrorProvider,
  bindFormikTextField,
  formikFieldError,
  formikFieldValue,
  useFormikBag,
  useTranslateError,
} from './FormikFields/formikField';
export type {
  BindFormikTextFieldOptions,
  FormikFieldBag,
  FormikFieldError,
  FormikTextFieldBinding,
  TranslateError,
  TranslateErrorProviderProps,
} from './FormikFields/formikField';
export { SCROLL_DURATION_MS, SCROLL_OFFSET_PX, scrollToElement } from './form/scrollToElement';
export type { ScrollToElementOptions } from './form/scrollToElement';
export { SUBMIT_ATTEMPTED_STATUS_KEY, submitWithValidation } from './form/submitWithValidation';
export type { FormikLike, SubmitWithValidationOptions } from './form/submitWithValidation';
export { useSubmitWithValidation } from './form/useSubmitWithValidation';
export { UI_KIT_NS, uiKitEn, uiKitLoaders } from './i18n';
export type { UiKitResources } from './i18n/types';
export { LOADER_DELAY_MS, LoaderOverlay } from './LoaderOverlay/LoaderOverlay';
export type { LoaderOverlayProps } from './LoaderOverlay/LoaderOverlay';
export { Logo } from './Logo/Logo';
export type { LogoProps } from './Logo/Logo';
export { PageHeader } from './PageHeader/PageHeader';
export type { PageHeaderProps } from './PageHeader/PageHeader';
export { BusySkeleton, TABLE_ROWS_SKELETON } from './QueryState/BusySkeleton';
export type { BusySkeletonProps, SkeletonLine } from './QueryState/BusySkeleton';
export { LoadErrorAlert } from './QueryState/LoadErrorAlert';
export type { LoadErrorAlertProps } from './QueryState/LoadErrorAlert';
export { QueryState } from './QueryState/QueryState';
export type { QueryLike, QueryStateProps } from './QueryState/QueryState';
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SearchField } from './SearchField/SearchField';
export type { SearchFieldProps } from './SearchField/SearchField';
export { SECTION_SCROLL_MARGIN_PX, SectionCard } from './SectionCard/SectionCard';
export type { SectionCardProps } from './SectionCard/SectionCard';
export { ServerErrorAlert } from './ServerErrorAlert/ServerErrorAlert';
export type { ServerErrorAlertProps } from './ServerErrorAlert/ServerErrorAlert';
export { errorMessage, useServerError } from './ServerErrorAlert/useServerError';
export type { ServerErrorState, UseServerErrorOptions } from './ServerErrorAlert/useServerError';
export { useWhenIdle, whenIdle } from './scheduling/whenIdle';
export { lazyWithFallback } from './scheduling/lazyWithFallback';
export { loadWithRetry } from './scheduling/loadWithRetry';
export type { LoadWithRetryOptions } from './scheduling/loadWithRetry';
export type { LazyWithFallbackOptions } from './scheduling/lazyWithFallback';
export type { WhenIdleOptions } from './scheduling/whenIdle';
export { saveBlob, OBJECT_URL_LIFETIME_MS } from './files/saveBlob';
export { FONT_STACK, createPortalTheme } from './theme/createPortalTheme';
export type { ThemeMode } from './theme/createPortalTheme';
export { THEME_MODE_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './theme/ThemeModeProvider';
export type { ThemeModeContextValue, ThemeModeProviderProps } from './theme/ThemeModeProvider';
export { TOAST_DURATION_MS, TOAST_MAX_SNACK, ToastProvider, closeToast, showToast } from './toast/toast';
export type { ToastKey, ToastProviderProps, ToastVariant } from './toast/toast';
export { boolParam, intIn, oneOf, patchListParams, positiveId, textParam } from './url/listParams';
export type { ParamPatch } from './url/listParams';
export { useUrlListState } from './url/useUrlListState';
export type {
  ListParamsState,
  SetListParams,
  UrlListPagination,
  UrlListState,
  UrlListStateOptions,
} from './url/useUrlListState';
