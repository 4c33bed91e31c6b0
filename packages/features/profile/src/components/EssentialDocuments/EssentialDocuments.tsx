import {
  gatewayApi,
  hubFileUrl,
  useArchiveEssentialDocumentMutation,
  useGetPersonalInformationQuery,
  useListEssentialDocumentsQuery,
  useRequestDocumentsUpdateMutation,
  type GatewayError,
  uploadWithProgress,
} from '@agent-portal/api-client';
import type { EssentialDocument } from '@agent-portal/api-client/wire';
import { formatBytes, useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, ConfirmDialog, QueryState, SectionCard, ServerErrorAlert, showToast, useErrorText } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDropzone, type FileRejection as DropRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, checkFile } from '../../validation/files.js';

/** Props of {@link EssentialDocuments}. */
export interface EssentialDocumentsProps {
  /** The signed-in agent's id. */
  userId: number;
}

const ACCEPT = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
const TYPES_LABEL = 'PDF, JPEG, PNG';

/** Anchor of the section: the compliance page's "Fix it" links for the document checks (issue #11). */
export const ESSENTIAL_DOCUMENTS_ANCHOR = 'essential-documents';

/**
 * Essential documents (issue #4, §7 users): the list (`GET /users/{id}/essential-documents`,
 * each opening from the hub bucket — owner only, the browser sends the `access_token` cookie),
 * drag-and-drop upload (react-dropzone; pdf/jpeg/png ≤ 10 MB checked by type, size and first
 * bytes before sending; progress; `POST /users/upload-essential-documents`), archive after a
 * ui-kit `ConfirmDialog` (`DELETE /users/archive-essential-documents/{id}`) and a request to update
 * (`PUT /users/{id}/request-essential-documents-update`). A ui-kit `SectionCard` with
 * `QueryState`; sizes and dates follow the active language (`useFormatters`).
 */
export function EssentialDocuments({ userId }: EssentialDocumentsProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const errorText = useErrorText();
  const { formatDate, language } = useFormatters();
  const dispatch = useDispatch();
  const list = useListEssentialDocumentsQuery(userId);
  const info = useGetPersonalInformationQuery(userId);
  useScrollToAnchor(ESSENTIAL_DOCUMENTS_ANCHOR, [list.isLoading]);
  const [archive, archiving] = useArchiveEssentialDocumentMutation();
  const [requestUpdate, requesting] = useRequestDocumentsUpdateMutation();
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toArchive, setToArchive] = useState<EssentialDocument | null>(null);

  const send = async (file: File) => {
    setError(null);
    const rejection = await checkFile(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES);
    if (rejection) {
      setError(t(`files.${rejection}`, { max: 10, types: TYPES_LABEL }));
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadWithProgress<EssentialDocument>({
        path: '/users/upload-essential-documents',
        file,
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      dispatch(gatewayApi.util.invalidateTags([{ type: 'Document', id: 'LIST' }, { type: 'Progress', id: 'MINE' }, { type: 'Reminder', id: 'MINE' }]));
      showToast(t('documents.uploaded'), 'success');
    } catch (failure) {
      setError(t('files.uploadFailed', { message: errorText(failure) }));
    } finally {
      setUpload(null);
    }
  };

  const onDrop = (accepted: File[], rejected: DropRejection[]) => {
    const file = accepted[0] ?? rejected[0]?.file;
    if (file) void send(file);
  };
  // Type and size are checked by `checkFile` (with a translated message), not by the dropzone.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: upload !== null,
  });

  const onArchive = async () => {
    if (!toArchive) return;
    try {
      await archive(toArchive.id).unwrap();
      showToast(t('documents.archived'), 'success');
      setToArchive(null);
    } catch (failure) {
      setError((failure as GatewayError).message);
      setToArchive(null);
    }
  };

  const onRequestUpdate = async () => {
    setError(null);
    try {
      await requestUpdate(userId).unwrap();
      showToast(t('documents.requestSent'), 'success');
    } catch (failure) {
      setError((failure as GatewayError).message);
    }
  };

  const requestedAt = info.data?.documents_update_requested_at;
  return (
    <SectionCard
      id={ESSENTIAL_DOCUMENTS_ANCHOR}
      title={t('documents.title')}
      subtitle={t('documents.subtitle')}
      actions={
        <Button variant="outlined" onClick={onRequestUpdate} disabled={requesting.isLoading}>
          {t('documents.requestUpdate')}
        </Button>
      }
    >
      {requestedAt ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('documents.updateRequested', { date: formatDate(requestedAt) })}
        </Alert>
      ) : null}
      <Box
        {...getRootProps()}
        data-testid="document-dropzone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          mb: 2,
        }}
      >
        <input {...getInputProps()} accept={Object.keys(ACCEPT).join(',')} aria-label={t('documents.choose')} data-testid="document-input" />
        <Typography sx={{ mb: 1 }}>{isDragActive ? t('documents.dropActive') : t('documents.drop')}</Typography>
        <Button variant="contained" onClick={open} disabled={upload !== null}>
          {t('documents.choose')}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('documents.hint')}
        </Typography>
      </Box>
      {upload ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" id="document-progress-label">
            {t('documents.uploading', { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-labelledby="document-progress-label" />
        </Box>
      ) : null}
      <ServerErrorAlert message={error} onClose={() => setError(null)} />
      <QueryState
        isLoading={list.isLoading}
        isError={list.isError}
        loading={<BusySkeleton lines={[{ height: 120, variant: 'rounded' }]} />}
        errorText={t('documents.loadError')}
        retryLabel={t('page.retry')}
        onRetry={list.refetch}
      >
        {!list.data?.length ? (
          <Typography color="text.secondary">{t('documents.empty')}</Typography>
        ) : (
          <List aria-label={t('documents.title')} data-testid="document-list">
            {list.data.map((doc) => (
              <ListItem
                key={doc.id}
                divider
                secondaryAction={
                  <Button color="error" onClick={() => setToArchive(doc)}>
                    {t('documents.archive')}
                  </Button>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText
                  primary={
                    <Link href={hubFileUrl(doc.file_path)} target="_blank" rel="noopener" aria-label={t('documents.open', { name: doc.file_name })} sx={{ overflowWrap: 'anywhere' }} translate="no">
                      {doc.file_name}
                    </Link>
                  }
                  secondary={`${formatBytes(doc.size_bytes, language)} · ${formatDate(doc.created_at)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      <ConfirmDialog
        open={toArchive !== null}
        title={t('documents.archiveTitle')}
        description={t('documents.archiveText', { name: toArchive?.file_name ?? '' })}
        confirmLabel={t('documents.archive')}
        busy={archiving.isLoading}
        onConfirm={onArchive}
        onClose={() => setToArchive(null)}
      />
    </SectionCard>
  );
}
