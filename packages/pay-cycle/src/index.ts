/**
 * `@agent-portal/pay-cycle`: pay cycles (spec §3, §9) as calendar dates, and the
 * {@link PayCyclePicker}. Importing the package registers its `payCycle` i18n namespace.
 * @packageDocumentation
 */
export {
  LAST_PAY_CYCLES_COUNT,
  PAY_CYCLE_FIRST_YEAR,
  PAY_CYCLE_LENGTH_DAYS,
  PAY_CYCLE_START_WEEKDAY,
  isPayCycle,
  lastPayCycles,
  parsePayCycle,
  payCycleOf,
  payCyclePickerOptions,
  payCycleTitle,
  payCycleYear,
  payCycleYears,
  payCyclesOfYear,
  previousPayCycle,
} from './payCycle.js';
export type { PayCycle, PayCycleDateInput } from './payCycle.js';
export { PayCyclePicker } from './PayCyclePicker/PayCyclePicker.js';
export type { PayCyclePickerProps } from './PayCyclePicker/PayCyclePicker.js';
export { PAY_CYCLE_NS, payCycleEn, payCycleLoaders } from './i18n/index.js';
export type { PayCycleResources } from './i18n/types.js';
