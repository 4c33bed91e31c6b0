import { EXAMPLES } from './examples.generated.js';

/** Longest list kept in an example: a page of two shows the shape without filling the document. */
export const EXAMPLE_LIST_MAX = 2;

/**
 * The example answer of an operation (issue #31 item 2), from `examples.generated.ts`: answers of
 * the seeded sandbox to the reads of {@link EXAMPLE_CALLS} as Ava, captured by
 * `pnpm --filter @agent-portal/gateway-sandbox openapi:examples` (lists cut to
 * {@link EXAMPLE_LIST_MAX}); `contract.test.ts` checks each against its operation's schema.
 * @param key - the operation's key, e.g. `GET /integration/v1/users/{}`.
 */
export function exampleOf(key: string): unknown {
  return (EXAMPLES as Record<string, unknown>)[key];
}

/** Cuts every array of `value` to {@link EXAMPLE_LIST_MAX} items, at any depth. */
export function trimLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_LIST_MAX).map(trimLists);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimLists(inner)]));
}
