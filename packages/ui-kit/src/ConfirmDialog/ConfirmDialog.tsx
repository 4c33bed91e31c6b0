import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { loadWithRetry } from '../scheduling/loadWithRetry.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Pay now?", "Remove this bank account?". Labels the dialog. */
  title: string;
  /** What will happen, in plain words (describes the dialog), e.g. "The card ending 4242 will be charged." */
  description?: ReactNode;
  /** The amount or detail to stand out, e.g. `"$105.11"` (part of the dialog's description). */
  amount?: ReactNode;
  /** A label before {@link ConfirmDialogProps.amount}, e.g. "Total". */
  amountLabel?: ReactNode;
  /** More content under the description (a list of invoices…). */
  children?: ReactNode;
  /** The confirm button's label (say the action: "Pay $105.11", "Remove"); default `uiKit:confirm`. */
  confirmLabel?: string;
  /** The cancel button's label; default `uiKit:cancel`. */
  cancelLabel?: string;
  /** Accessible name of the progress indicator while busy; default `uiKit:working`. */
  busyLabel?: string;
  /**
   * `'danger'` (default: remove, archive; red confirm button, Cancel focused first) or
   * `'primary'` (pay, approve; brand-coloured confirm button, focused first).
   */
  tone?: 'danger' | 'primary';
  /**
   * The action is running: both buttons disabled, a progress indicator in the confirm button,
   * and Escape / the backdrop do not close the dialog.
   */
  busy?: boolean;
  /** The confirm button was pressed. Close the dialog (`open={false}`) when the action has settled. */
  onConfirm: () => unknown;
  /** Cancel, Escape or a backdrop click (never while busy). */
  onClose: () => void;
}

const loadView = () => import('./ConfirmDialogView.js');

// The dialog's code, fetched on first open. `loadWithRetry` never rejects: a chunk that fails to
// load (offline, a restarted server, a new deployment) is fetched again until it arrives (after
// 2 s, doubling, and at once when the browser is back online), never an error thrown to the page.
const ConfirmDialogView = lazy(
  () =>
    new Promise<{ default: ComponentType<ConfirmDialogProps> }>((resolve) => {
      loadWithRetry(loadView, (module) => resolve({ default: module.ConfirmDialogView }));
    }),
);

/**
 * A confirmation before an irreversible action (ARCHITECTURE §7: pay an invoice, remove the
 * bank account or card, archive a document, approve a promotion): title, what will happen,
 * an optional highlighted amount, cancel and confirm. Labelled by its title and described by
 * its description and amount for screen readers.
 *
 * The dialog's code (MUI's Dialog and Modal) loads on first open, not with the page (issue #27:
 * a route's JS budget): until `open` is first true this renders nothing; the dialog appears as
 * soon as its chunk arrives (a chunk that fails to load is fetched again, never an error on the
 * page), and stays mounted afterwards so its close transition runs and later opens are immediate.
 * In a test, wait for it: `await screen.findByRole('dialog', { name })`.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Remembered from an earlier render (React's "storing information from previous renders").
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
