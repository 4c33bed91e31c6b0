// With skipLibCheck (MUI's own declarations need @types this app does not install), a type
// that fails to resolve would silently become `any`; these fail to compile if any of ours is.
import type { configureGateway, useGetProfileQuery } from '@agent-portal/api-client';
import type { UserProfile } from '@agent-portal/api-client/wire';
import type { EmptyStateProps, createPortalTheme } from '@agent-portal/ui-kit';

type IsAny<T> = 0 extends 1 & T ? true : false;
type NotAny<T> = IsAny<T> extends true ? never : true;

export const resolved: [
  NotAny<UserProfile>,
  NotAny<UserProfile['first_name']>,
  NotAny<EmptyStateProps>,
  NotAny<typeof createPortalTheme>,
  NotAny<ReturnType<typeof createPortalTheme>>,
  NotAny<typeof configureGateway>,
  NotAny<Parameters<typeof useGetProfileQuery>[0]>,
] = [true, true, true, true, true, true, true];
