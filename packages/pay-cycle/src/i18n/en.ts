/**
 * English texts of the `payCycle` namespace (the reference language): the labels of
 * {@link PayCyclePicker}. Every other language has exactly these keys (typed by
 * {@link PayCycleResources}, checked by `i18n.test.ts`).
 */
export const en = {
  year: 'Year',
  cycle: 'Pay cycle',
  group: 'Pay cycle and its year',
};
