/** The HTTP status of an RTK Query error (a `GatewayError`), or `undefined`. */
export function errorStatus(error: unknown): number | string | undefined {
  return typeof error === 'object' && error !== null ? (error as { status?: number | string }).status : undefined;
}

/** Whether the gateway answered 403 (an unlicensed agent, §6: `{message: "Un-Licensed Contractor"}`). */
export function isForbidden(error: unknown): boolean {
  return errorStatus(error) === 403;
}

/** Whether the gateway said there is no such client: 404 (unknown or another agent's) or 400 (not a positive integer). */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}
