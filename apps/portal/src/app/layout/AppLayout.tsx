import { selectUserId, useBlockedStatus } from '@agent-portal/auth-session';
import { loadWithRetry, whenIdle } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Profiler, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { buildMenu } from '@agent-portal/feature-api';
import { features } from '../portalFeatures';
import { Footer } from './Footer';
import { GlobalLoader } from './GlobalLoader';
import { MainMenu } from './MainMenu';
import { useRuntimeConfig } from '../../bootstrap/RuntimeConfigContext';
import { recordShellRender } from '../../bootstrap/shellTiming';
import { RouteErrorBoundary } from '../../pages/RouteErrorBoundary';
import { RouteLoading } from '../../pages/RouteLoading';
import { TopBar } from './TopBar';
import { useIsLicensed } from './useCurrentProfile';
import { OfflineFallback } from '../pwa/OfflineFallback';
import { useOnline } from '../pwa/useOnline';

/** The menu of §2, from the features' contributions. */
const menuItems = buildMenu(features);

/**
 * The socket (issue #3) is not needed for the first paint — the bell's count comes over
 * HTTP and the server's welcome push on connect brings it up to date — so on a slow
 * phone it starts 2 s after the page's `load` event, in an idle moment (at most 3 s
 * more), once the dashboard has painted and its requests settled (issue #8 §3).
 */
const SOCKET_START = { afterLoad: true, delayMs: 2000, idleTimeoutMs: 3000 } as const;


const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * The signed-in shell (§2 Shell): top bar, horizontal menu (a drawer on a phone),
 * the page (in its error boundary, reset when the path changes; without a network the offline
 * state instead, issue #32 §5), the footer, and the global
 * loader overlay shown while any foreground gateway request is pending (§4 Loader; a route
 * module that is loading shows the same loader, `RouteLoading`).
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const isLicensed = useIsLicensed();
  // The route guard's query (§4, shared in the gateway cache): the menu greys what the guard would send back.
  const { isBlocked } = useBlockedStatus(useSelector(selectUserId));
  const { pathname } = useLocation();
  const { socketUrl } = useRuntimeConfig();
  const dispatch = useDispatch();
  // Without a network the page's place says so instead of showing the page (issue #32 §5); back
  // online, the page renders again and loads its data.
  const online = useOnline();
  // One function for the shell's lifetime, so the memoized top bar is not rendered again with the shell.
  const openMenu = useCallback(() => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  }, []);
  // The socket (issue #3): a lazy chunk with socket.io-client, started in the background once
  // the page has loaded and settled (issue #8 §3), off the first paint's path.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // A chunk that fails to load (offline, a restarted server) is fetched again until it
    // arrives, never an uncaught error (issue #13 §5).
    let cancelLoad: (() => void) | undefined;
    const cancelStart = whenIdle(() => {
      cancelLoad = loadWithRetry(
        () => import('@agent-portal/realtime/start'),
        (m) => {
          if (!cancelled) stop = m.startPortalRealtime(socketUrl, dispatch);
        },
      );
    }, SOCKET_START);
    return () => {
      cancelled = true;
      cancelStart();
      cancelLoad?.();
      stop?.();
    };
  }, [socketUrl, dispatch]);

  // The Profiler records the shell's render time in a profiling build only (`pnpm bench:shell`, issue #27 §3).
  return (
    <Profiler id="shell" onRender={recordShellRender}>
    <Box sx={{ bgcolor: 'background.default' }}>
      {/*
        The bar, the menu and the page fill at least the viewport, so the footer always starts
        below the fold: when a page's sections load and grow, the footer moves out of sight, not
        across it (issue #8: that move was most of the layout shift of the dashboard and my-profile).
      */}
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: -9999,
            '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' },
          }}
        >
          {t('app.skipToContent')}
        </Box>
        <TopBar onOpenMenu={openMenu} />
        <MainMenu items={menuItems} isLicensed={isLicensed} isBlocked={isBlocked} />
        {drawerMounted && (
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={menuItems} isLicensed={isLicensed} isBlocked={isBlocked} />
          </Suspense>
        )}
        <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, md: 4 }, outline: 'none' }}>
          {online ? (
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<RouteLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ) : (
            <OfflineFallback />
          )}
        </Container>
      </Box>
      <Footer />
      <GlobalLoader />
    </Box>
    </Profiler>
  );
}
