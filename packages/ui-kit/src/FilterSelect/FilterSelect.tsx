import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

/** One choice of a {@link FilterSelect}. */
export interface FilterChoice {
  /** The URL/wire value. */
  value: string;
  label: string;
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  label: string;
  /** The chosen value; `''` for all. */
  value: string;
  choices: readonly FilterChoice[];
  /** The label of the "no filter" choice, e.g. "All". */
  allLabel: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A labelled MUI select of a list filter, with an "All" choice (value `''`) first; on a
 * phone it takes a whole line. A value that is not (yet) a choice — e.g. from the URL before
 * the choices load — still shows. Used by the report and team filters (issues #9, #10).
 */
export function FilterSelect({ label, value, choices, allLabel, onChange, disabled = false }: FilterSelectProps) {
  const id = useId();
  // A value from the URL that is not (yet) a choice still shows.
  const shown = value === '' || choices.some((c) => c.value === value) ? choices : [...choices, { value, label: value }];
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 200px' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {shown.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
