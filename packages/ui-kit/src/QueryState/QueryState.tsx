import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { UI_KIT_NS } from '../i18n/index.js';
import { BusySkeleton } from './BusySkeleton.js';
import { LoadErrorAlert } from './LoadErrorAlert.js';

/**
 * The part of an RTK Query hook result {@link QueryState} reads
 * (`useGetProfileQuery(id)` can be passed as it is).
 */
export interface QueryLike<T> {
  /** The loaded data (`undefined` until the first success). */
  data?: T | null;
  /** The first load is running (no data yet). */
  isLoading?: boolean;
  /** The last load failed. */
  isError?: boolean;
  /** Loads again: the retry button calls it. */
  refetch?: () => unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  /** An RTK Query result: `data`, `isLoading`, `isError`, `refetch`. The props below override its fields. */
  query?: QueryLike<T>;
  /** Overrides `query.isLoading` (e.g. two queries: `a.isLoading || b.isLoading`). */
  isLoading?: boolean;
  /** Overrides `query.isError`. */
  isError?: boolean;
  /** Overrides `query.data`. */
  data?: T | null;
  /** Overrides `query.refetch` as the retry action. */
  onRetry?: () => unknown;
  /** What stands in while loading; default a {@link BusySkeleton} of three lines. */
  loading?: ReactNode;
  /** Accessible name of the default skeleton; default `uiKit:loading`. */
  loadingLabel?: string;
  /** The error alert's text; default `uiKit:loadError`. */
  errorText?: ReactNode;
  /** The retry button's label; default `uiKit:retry`. */
  retryLabel?: string;
  /** Whether the loaded data counts as empty (e.g. `(page) => page.count === 0`). */
  isEmpty?: (data: T) => boolean;
  /** What an empty result shows; default an {@link EmptyState} (no-data image) with {@link QueryStateProps.emptyTitle}. */
  empty?: ReactNode;
  /** The default empty state's title; default `uiKit:noData` ("No data found"). */
  emptyTitle?: string;
  /** The default empty state's second line. */
  emptyDescription?: ReactNode;
  /**
   * The content once loaded: nodes, or a function of the loaded data. With a
   * function, missing data (`undefined`/`null`) that is not loading counts as an error.
   */
  children: ReactNode | ((data: T) => ReactNode);
}

/**
 * The four states of a query-backed block (spec §4 "Loader", §8):
 * 1. loading — the given `loading` node, else a skeleton (`aria-busy`);
 * 2. error — {@link LoadErrorAlert} with a "Try again" button calling `refetch`/`onRetry`;
 * 3. empty — when `isEmpty(data)`: the `empty` node, else an {@link EmptyState};
 * 4. data — `children`, called with the data when it is a function.
 *
 * @example
 * <QueryState query={useListPaymentsQuery(args)} isEmpty={(p) => p.count === 0} emptyTitle={t('history.empty')}>
 *   {(payments) => <PaymentsTable payments={payments} />}
 * </QueryState>
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, children } = props;
  const { t } = useTranslation(UI_KIT_NS);
  const isLoading = props.isLoading ?? query?.isLoading ?? false;
  const isError = props.isError ?? query?.isError ?? false;
  const data = props.data !== undefined ? props.data : query?.data;
  const onRetry = props.onRetry ?? query?.refetch;

  if (isLoading) return <>{props.loading ?? <BusySkeleton label={props.loadingLabel} />}</>;
  const render = typeof children === 'function' ? (children as (data: T) => ReactNode) : null;
  const missing = data === undefined || data === null;
  if (isError || (render && missing)) {
    return <LoadErrorAlert text={props.errorText} retryLabel={props.retryLabel} onRetry={onRetry} />;
  }
  if (!missing && props.isEmpty?.(data as T)) {
    return <>{props.empty ?? <EmptyState title={props.emptyTitle ?? t('noData')} description={props.emptyDescription} />}</>;
  }
  return <>{render ? render(data as T) : (children as ReactNode)}</>;
}
