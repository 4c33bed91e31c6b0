// A host portal of another team: the Agent Portal theme, a ui-kit component and a gatewayApi hook.
import { useGetProfileQuery } from '@agent-portal/api-client';
import type { UserProfile } from '@agent-portal/api-client/wire';
import { EmptyState, createPortalTheme } from '@agent-portal/ui-kit';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

/** The profile's full name, or the empty state while there is none. */
export function ProfileName({ userId }: { userId: number }) {
  const { data } = useGetProfileQuery(userId);
  const profile: UserProfile | undefined = data;
  return profile ? <h1>{`${profile.first_name} ${profile.last_name}`}</h1> : <EmptyState title="No profile yet" description="Sign in to see it." />;
}

export function App({ userId }: { userId: number }) {
  return (
    <ThemeProvider theme={createPortalTheme('dark')}>
      <CssBaseline />
      <ProfileName userId={userId} />
    </ThemeProvider>
  );
}
