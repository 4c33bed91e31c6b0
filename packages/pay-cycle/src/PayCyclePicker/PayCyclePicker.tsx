import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_CYCLE_NS } from '../i18n/index.js';
import { isoDateOf, payCyclePickerOptions, payCycleTitle, payCycleYear, payCycleYears, type PayCycle, type PayCycleDateInput } from '../payCycle.js';

/** Props of {@link PayCyclePicker}. */
export interface PayCyclePickerProps {
  /**
   * The chosen pay cycle (controlled), e.g. `payCycleOf(new Date())` or one parsed from the URL with
   * `parsePayCycle`. It must be a pay cycle (`isPayCycle`); rendering throws a `RangeError` otherwise.
   */
  value: PayCycle;
  /** Called with the newly chosen cycle: a cycle of the list, or the newest cycle of a newly chosen year. */
  onChange: (cycle: PayCycle) => void;
  /**
   * "Today" for the lists (the years up to the current one, the current year's last 50 cycles);
   * default the local calendar day of `new Date()` at each render. Set it in stories and tests.
   */
  now?: PayCycleDateInput;
  /** The year select's visible label; default `payCycle:year` ("Year"). */
  yearLabel?: string;
  /** The cycle select's visible label; default `payCycle:cycle` ("Pay cycle"). */
  cycleLabel?: string;
  /** The accessible name of the group holding both selects; default `payCycle:group` ("Pay cycle and its year"). */
  groupLabel?: string;
  /** Disables both selects. */
  disabled?: boolean;
  /** MUI field size; default `'small'`. */
  size?: 'small' | 'medium';
}

const key = (cycle: PayCycle) => cycle.start_date;

/** Adds `cycle` to a newest-first list when it is missing (a value outside the year's list still shows). */
function withCycle(cycles: PayCycle[], cycle: PayCycle): PayCycle[] {
  if (cycles.some((c) => key(c) === key(cycle))) return cycles;
  return [...cycles, cycle].sort((a, b) => (a.start_date < b.start_date ? 1 : -1));
}

/**
 * Chooses a pay cycle (spec §3, issue #9): a year select (2023 … the current year, newest
 * first) and a cycle select with that year's cycles, newest first, titled
 * `'Mon D, YYYY - Mon D, YYYY'` in the active language. In the current year the cycle list is
 * the last 50 cycles back from today (it may reach into the previous year); in an earlier year
 * it is every cycle starting in that year.
 *
 * Controlled: `value` is the chosen cycle and `onChange` receives the next one. Choosing a
 * year selects that year's newest cycle at once. When `value` changes from outside to a cycle
 * that is not in the chosen year's list, the year follows it (the year of its Tuesday).
 *
 * Accessible: two labelled MUI selects ("Year", "Pay cycle": buttons with listboxes, operable
 * with the keyboard) inside a labelled group. Side by side from the `sm` breakpoint, stacked on
 * phones.
 */
export function PayCyclePicker({ value, onChange, now, yearLabel, cycleLabel, groupLabel, disabled = false, size = 'small' }: PayCyclePickerProps) {
  const { t, i18n } = useTranslation(PAY_CYCLE_NS);
  const lang = i18n.language;
  const idBase = useId();
  const today = isoDateOf(now ?? new Date());

  const [year, setYear] = useState(() => payCycleYear(value));
  const [seenValue, setSeenValue] = useState(key(value));

  const options = useMemo(() => payCyclePickerOptions(year, today), [year, today]);

  // A new value from outside: keep the year when its list holds the value, else follow the value.
  if (seenValue !== key(value)) {
    setSeenValue(key(value));
    if (!options.some((c) => key(c) === key(value))) setYear(payCycleYear(value));
  }

  const years = useMemo(() => {
    const list = payCycleYears(today);
    return list.includes(year) ? list : [...list, year].sort((a, b) => b - a);
  }, [today, year]);
  const cycles = useMemo(() => withCycle(options, value), [options, value]);

  const chooseYear = (next: number) => {
    setYear(next);
    const newest = payCyclePickerOptions(next, today)[0];
    if (newest) {
      setSeenValue(key(newest));
      onChange(newest);
    }
  };

  const chooseCycle = (start: string) => {
    const cycle = cycles.find((c) => c.start_date === start);
    if (cycle && key(cycle) !== key(value)) onChange(cycle);
  };

  return (
    <Stack
      role="group"
      aria-label={groupLabel ?? t('group')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
      data-testid="pay-cycle-picker"
    >
      <TextField
        select
        id={`${idBase}-year`}
        label={yearLabel ?? t('year')}
        value={String(year)}
        onChange={(event) => chooseYear(Number(event.target.value))}
        disabled={disabled}
        size={size}
        sx={{ minWidth: { sm: 120 } }}
        fullWidth
      >
        {years.map((y) => (
          <MenuItem key={y} value={String(y)}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idBase}-cycle`}
        label={cycleLabel ?? t('cycle')}
        value={key(value)}
        onChange={(event) => chooseCycle(event.target.value)}
        disabled={disabled}
        size={size}
        // From sm up as wide as its title needs in the language (ru "24 нояб. 2026 г. - 30 нояб. 2026 г."
        // was cut with an ellipsis at 280 px, issue #28 item 2); full width on a phone.
        sx={{ minWidth: { sm: 280 }, width: { sm: 'max-content' }, flexShrink: { sm: 0 }, maxWidth: '100%' }}
        fullWidth
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        {cycles.map((cycle) => (
          <MenuItem key={key(cycle)} value={key(cycle)}>
            {payCycleTitle(cycle, lang)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
