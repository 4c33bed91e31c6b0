/** Placeholder until the page lands (issue #11). */
export function Component() {
  return null;
}
