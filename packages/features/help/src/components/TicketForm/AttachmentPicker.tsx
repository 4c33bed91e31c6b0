import { TICKET_ATTACHMENT_LIMITS } from '@agent-portal/api-client/wire';
import { formatBytes, useFormatters } from '@agent-portal/i18n';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { HELP_NS } from '../../i18n/index.js';

/** Props of {@link AttachmentPicker}. */
export interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const ACCEPT = { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/**
 * Up to {@link TICKET_ATTACHMENT_LIMITS} files (PDF/PNG/JPEG, ≤ 10 MiB each) picked by drop or
 * by the file dialog (react-dropzone; keyboard: the "Choose files" button). Refused files are
 * explained one by one; the gateway checks the same limits and the content again.
 */
export function AttachmentPicker({ files, onChange, disabled = false }: AttachmentPickerProps) {
  const { t } = useTranslation(HELP_NS);
  const { language } = useFormatters();
  const [problems, setProblems] = useState<string[]>([]);
  const size = formatBytes(TICKET_ATTACHMENT_LIMITS.max_bytes, language);
  const max = TICKET_ATTACHMENT_LIMITS.max_files;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: TICKET_ATTACHMENT_LIMITS.max_bytes,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const next = [...files, ...accepted];
      const messages = rejected.map(({ file, errors }) =>
        errors.some((e) => e.code === 'file-too-large') ? t('form.tooLarge', { name: file.name, size }) : t('form.badType', { name: file.name }),
      );
      if (next.length > max) messages.push(t('form.tooMany', { count: max }));
      setProblems(messages);
      onChange(next.slice(0, max));
    },
  });
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="ticket-attachments-label" sx={{ mb: 0.5 }}>
        {t('form.attachments')}
      </Typography>
      <Box
        {...getRootProps()}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
        }}
      >
        <input {...getInputProps()} aria-labelledby="ticket-attachments-label" data-testid="ticket-attachments-input" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" startIcon={<AttachFile />} onClick={open} disabled={disabled || files.length >= max}>
            {t('form.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('form.drop', { size, count: max })}
          </Typography>
        </Stack>
        {files.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {files.map((file, index) => (
              <Chip
                key={`${file.name}-${index}`}
                label={
                  <>
                    <span translate="no">{file.name}</span>
                    {` · ${formatBytes(file.size, language)}`}
                  </>
                }
                onDelete={disabled ? undefined : () => onChange(files.filter((_, i) => i !== index))}
                deleteIcon={<span aria-label={t('form.remove', { name: file.name })} role="button">✕</span>}
              />
            ))}
          </Stack>
        )}
      </Box>
      {problems.map((problem) => (
        <Alert key={problem} severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ))}
    </Box>
  );
}
