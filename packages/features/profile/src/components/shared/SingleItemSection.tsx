import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { ConfirmDialog, ProfileSection } from '../PersonalInformation/Section';
import { QueryState } from './QueryState';
import { ServerErrorAlert } from './ServerErrorAlert';

/** Props of {@link SingleItemSection}. */
export interface SingleItemSectionProps {
  /**
   * The section's key prefix in the `myProfile` namespace: its `title`, `subtitle`,
   * `loadError`, `removeTitle` and `removeText` texts are read from there.
   */
  texts: 'bank' | 'card';
  /** The item's query (loading, error with retry; "Add" shows once it succeeded). */
  query: { isLoading: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  /** The item exists: "Remove" is offered instead of "Add". */
  hasItem: boolean;
  /** The add form is open: "Add" is hidden and {@link SingleItemSectionProps.serverError} is left to the form. */
  adding: boolean;
  /** Opens the add form. */
  onAdd: () => void;
  /** A failed save or removal's message (shown above the content while not adding). */
  serverError: string | null;
  /** Removes the item; the dialog closes when it settles. */
  onRemove: () => Promise<void>;
  /** Whether the removal is running (disables the dialog). */
  removing: boolean;
  /** The loaded content: the item's view, the add form or the empty text. */
  children: ReactNode;
}

/**
 * A my-profile section holding at most one item (bank account, payment card): "Add" / "Remove"
 * actions by the heading, the server's error, a skeleton while loading, a load error with
 * retry, and a confirmation dialog before removing.
 */
export function SingleItemSection({
  texts,
  query,
  hasItem,
  adding,
  onAdd,
  serverError,
  onRemove,
  removing,
  children,
}: SingleItemSectionProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const [confirming, setConfirming] = useState(false);
  return (
    <ProfileSection
      title={t(`${texts}.title`)}
      subtitle={t(`${texts}.subtitle`)}
      actions={
        hasItem ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('common.remove')}
          </Button>
        ) : !adding && query.isSuccess ? (
          <Button variant="outlined" onClick={onAdd}>
            {t('common.add')}
          </Button>
        ) : null
      }
    >
      <ServerErrorAlert message={adding ? null : serverError} />
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        loading={<Skeleton variant="rounded" height={72} />}
        errorText={t(`${texts}.loadError`)}
        retryLabel={t('page.retry')}
        onRetry={() => void query.refetch()}
      >
        {children}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title={t(`${texts}.removeTitle`)}
        text={t(`${texts}.removeText`)}
        confirmLabel={t('common.remove')}
        cancelLabel={t('common.cancel')}
        busy={removing}
        onConfirm={() => void onRemove().finally(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
