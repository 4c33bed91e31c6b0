export { dashboardFeature } from './feature.js';
export { DashboardGreeting } from './components/DashboardGreeting/DashboardGreeting.js';
export type { DashboardGreetingProps } from './components/DashboardGreeting/DashboardGreeting.js';
