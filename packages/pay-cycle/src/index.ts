/**
 * `@agent-portal/pay-cycle`: pay cycles (spec §3, §9) as calendar dates, and the
 * {@link PayCyclePicker}. Its `payCycle` i18n namespace is `payCycleTranslations`, registered by the host (`registerTranslations`).
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
export { PAY_CYCLE_NS, payCycleEn, payCycleLoaders, payCycleTranslations } from './i18n/index.js';
export type { PayCycleResources } from './i18n/types.js';
