import { LabelledValue } from '@agent-portal/ui-kit';
import type { ReactNode } from 'react';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The name of the value (a `<dt>`), e.g. "Account holder". */
  label: string;
  /** The value (a `<dd>`); long values wrap anywhere. */
  value: ReactNode;
}

/**
 * One label/value pair of a read-only view (personal information, bank account, payment card):
 * a `<dt>` and its `<dd>` (ui-kit's `LabelledValue`), to be placed inside a `<dl>`.
 */
export function Field({ label, value }: FieldProps) {
  return <LabelledValue label={label}>{value}</LabelledValue>;
}
