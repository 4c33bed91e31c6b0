import type { ReactNode } from 'react';
import { LoadErrorAlert } from './LoadErrorAlert';

interface QueryStateBaseProps {
  /** The first load is running: {@link QueryStateBaseProps.loading} is shown. */
  isLoading: boolean;
  /** The load failed: a {@link LoadErrorAlert} is shown. */
  isError: boolean;
  /** What stands in while loading (skeletons). */
  loading: ReactNode;
  /** The error alert's text. */
  errorText: string;
  /** The retry button's label. */
  retryLabel: string;
  /** Loads again (the query's `refetch`). */
  onRetry: () => void;
}

/** Props of {@link QueryState}: `children` is either the content, or a function of the loaded `data`. */
export type QueryStateProps<T> = QueryStateBaseProps &
  (
    | {
        /** The loaded data; a missing value (`undefined` or `null`) counts as an error. */
        data: T | null | undefined;
        /** Renders the loaded data. */
        children: (data: T) => ReactNode;
      }
    | {
        data?: never;
        /** The content once loaded without error. */
        children: ReactNode;
      }
  );

/**
 * The three states of a query-backed block: loading (the given skeletons), error (an alert
 * with a retry button) and loaded (the children). With a render function as children, a
 * missing `data` is treated as an error too, and the function gets the data.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { isLoading, isError, loading, errorText, retryLabel, onRetry } = props;
  if (isLoading) return <>{loading}</>;
  const render = typeof props.children === 'function' ? (props.children as (data: T) => ReactNode) : null;
  if (isError || (render && (props.data === undefined || props.data === null))) {
    return <LoadErrorAlert text={errorText} retryLabel={retryLabel} onRetry={onRetry} />;
  }
  return <>{render ? render(props.data as T) : (props.children as ReactNode)}</>;
}
