import Box from '@mui/material/Box';
import '../i18n/index.js';
import { AnnouncementsWidget } from './AnnouncementsWidget.js';
import { EarningsWidget } from './EarningsWidget.js';
import { ProgressWidget } from './ProgressWidget.js';
import { RemindersWidget } from './RemindersWidget.js';
import { TeamWidget } from './TeamWidget.js';
import { DashboardCompleteMark } from './widgetData.js';

/**
 * The agent's day under the greeting (issue #12), a lazy chunk of its own so the greeting — the
 * dashboard's largest paint — waits for none of it: earnings, reminders, the onboarding tracker
 * (hidden when complete), the latest announcements and, for uplines, the team. Each widget loads
 * and fails on its own. One column on a phone, two on a tablet, three on a wide screen. Once every
 * widget shows its data or its error, the `performance.mark` `agent-portal:dashboard-complete` is set
 * (issue #27).
 */
export default function DashboardWidgets({ userId }: { userId: number }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, mt: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <EarningsWidget />
      <RemindersWidget userId={userId} />
      <ProgressWidget userId={userId} />
      <AnnouncementsWidget />
      <TeamWidget userId={userId} />
      <DashboardCompleteMark userId={userId} />
    </Box>
  );
}
