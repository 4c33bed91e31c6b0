import { BusySkeleton, ConfirmDialog, QueryState, SectionCard, ServerErrorAlert, showToast, type EditableSection } from '@agent-portal/ui-kit';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';

/** Anchor ids of the single-item sections (`/my-profile#bank-account`, `#payment-card`: the onboarding tracker's links, issue #12). */
export const SINGLE_ITEM_ANCHORS = { bank: 'bank-account', card: 'payment-card' } as const;

/** Props of {@link SingleItemSection}. */
export interface SingleItemSectionProps {
  /**
   * The section's key prefix in the `myProfile` namespace: its `title`, `subtitle`,
   * `loadError`, `removeTitle`, `removeText` and `removed` texts are read from there.
   */
  texts: 'bank' | 'card';
  /** The item's RTK Query result: a skeleton while loading, an error with retry; "Add" shows once it succeeded. */
  query: { isLoading: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  /** The item exists: "Remove" is offered instead of "Add". */
  hasItem: boolean;
  /**
   * The add form's state (ui-kit `useEditableSection`): while it is open "Add" is hidden and the server's message is
   * left to the form; "Add" opens it and gets the focus back when it is cancelled; a failed removal's message shows
   * above the content.
   */
  section: Pick<EditableSection<never>, 'editing' | 'open' | 'openButtonRef' | 'serverError' | 'run'>;
  /** Removes the item (e.g. `() => remove().unwrap()`), after the agent confirmed; then `{texts}.removed` is toasted. The dialog closes when it settles. */
  onRemove: () => Promise<unknown>;
  /** The removal is running: the dialog is busy (buttons disabled, Escape ignored). */
  removing: boolean;
  /** The loaded content: the item's view, the add form or the empty text. */
  children: ReactNode;
}

/**
 * A my-profile section holding at most one item (spec §1: one bank account, one payment card),
 * built from ui-kit parts: a `SectionCard` with "Add" / "Remove" by the heading, the server's
 * error (`ServerErrorAlert`), the item's query states (`QueryState`: skeleton, load error with
 * retry) and a `ConfirmDialog` (danger tone) before removing — removal is irreversible.
 */
export function SingleItemSection({
  texts,
  query,
  hasItem,
  section,
  onRemove,
  removing,
  children,
}: SingleItemSectionProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const [confirming, setConfirming] = useState(false);
  useScrollToAnchor(SINGLE_ITEM_ANCHORS[texts], [query.isLoading]);
  const remove = () =>
    section.run(async () => {
      await onRemove();
      showToast(t(`${texts}.removed`), 'success');
    });
  return (
    <SectionCard
      id={SINGLE_ITEM_ANCHORS[texts]}
      title={t(`${texts}.title`)}
      subtitle={t(`${texts}.subtitle`)}
      actions={
        hasItem ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('common.remove')}
          </Button>
        ) : !section.editing && query.isSuccess ? (
          <Button ref={section.openButtonRef} variant="outlined" onClick={section.open}>
            {t('common.add')}
          </Button>
        ) : null
      }
    >
      <ServerErrorAlert message={section.editing ? null : section.serverError} />
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        loading={<BusySkeleton lines={[{ height: 72, variant: 'rounded' }]} />}
        errorText={t(`${texts}.loadError`)}
        retryLabel={t('page.retry')}
        onRetry={query.refetch}
      >
        {children}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title={t(`${texts}.removeTitle`)}
        description={t(`${texts}.removeText`)}
        confirmLabel={t('common.remove')}
        busy={removing}
        onConfirm={() => remove().finally(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

/** Props of {@link AddFormHeading}. */
export interface AddFormHeadingProps {
  /** The add form's title, e.g. "Add a bank account". */
  text: string;
}

/** The heading of a single-item section's add form (an `h3` below the section's `h2`). */
export function AddFormHeading({ text }: AddFormHeadingProps) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}
