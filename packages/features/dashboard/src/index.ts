export { dashboardFeature } from './feature';
export { DashboardGreeting } from './components/DashboardGreeting/DashboardGreeting';
export type { DashboardGreetingProps } from './components/DashboardGreeting/DashboardGreeting';
