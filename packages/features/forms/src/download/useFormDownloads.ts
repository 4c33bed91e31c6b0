import { publicFileUrl, useLazyListFormsQuery } from '@agent-portal/api-client';
import type { FormItem } from '@agent-portal/api-client/wire';
import { showToast } from '@agent-portal/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../i18n/index.js';
import { DownloadError, fetchFile, type FileProgress } from './fetchFile.js';
import { sampleFileName } from './sampleFileName.js';
import { saveBlob } from '@agent-portal/ui-kit';

/** What a download button fetches: the blank form, or its samples (spec §3). */
export type DownloadKind = 'form' | 'sample';

/** One running file download, for the progress bar. */
export interface DownloadJob extends FileProgress {
  /** Unique per download. */
  id: string;
  /** The name the file is saved under. */
  fileName: string;
}

/** What {@link useFormDownloads} returns. */
export interface FormDownloads {
  /** The files being fetched now (empty when none), with their progress in bytes. */
  jobs: readonly DownloadJob[];
  /** Whether the form's Download (`form`) or Download sample (`sample`) is running: its button is disabled. */
  isBusy: (formId: number, kind: DownloadKind) => boolean;
  /** Fetches the blank form (`publicFileUrl(form.link)`) and saves it as `form.file_name`. Never rejects. */
  download: (form: FormItem) => Promise<void>;
  /**
   * Asks `GET /forms` with `{ category, tag, code }` for the form's samples (§7) and saves each
   * of `data[0].attachments` as `SAMPLE-` + name with hyphens for spaces (§5); an empty list is
   * the toast 'No sample file attached!.' (§8). Never rejects.
   */
  downloadSample: (form: FormItem) => Promise<void>;
}

let nextJob = 0;

/**
 * The one download module of the forms pages (spec §3, §5, §7 Files, §8; issue #11): Download
 * and Download sample of any form, with progress in bytes ({@link DownloadJob}, shown by
 * `DownloadProgress`) and a clear error toast when the file is missing (404), the server
 * fails or the network does. A failed sample lookup is reported by the gateway's own error
 * toast (§8). Needs the store and the toast provider.
 */
export function useFormDownloads(): FormDownloads {
  const { t } = useTranslation(FORMS_NS);
  const [lookupSamples] = useLazyListFormsQuery();
  const [jobs, setJobs] = useState<readonly DownloadJob[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const mark = useCallback((key: string, on: boolean) => {
    setBusy((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Fetches one file with progress and saves it; an error is a toast. Resolves false when it failed. */
  const fetchAndSave = useCallback(
    async (path: string, fileName: string): Promise<boolean> => {
      const id = `download-${++nextJob}`;
      setJobs((previous) => [...previous, { id, fileName, loaded: 0, total: null }]);
      try {
        const blob = await fetchFile(publicFileUrl(path), {
          onProgress: ({ loaded, total }) => setJobs((previous) => previous.map((job) => (job.id === id ? { ...job, loaded, total } : job))),
        });
        saveBlob(blob, fileName);
        return true;
      } catch (error) {
        const reason = error instanceof DownloadError ? error.reason : 'network';
        const status = error instanceof DownloadError ? error.status : undefined;
        showToast(t(`download.errors.${reason}`, { name: fileName, status: status ?? '' }), 'error');
        return false;
      } finally {
        setJobs((previous) => previous.filter((job) => job.id !== id));
      }
    },
    [t],
  );

  const download = useCallback(
    async (form: FormItem) => {
      const key = `${form.id}:form`;
      mark(key, true);
      try {
        await fetchAndSave(form.link, form.file_name);
      } finally {
        mark(key, false);
      }
    },
    [fetchAndSave, mark],
  );

  const downloadSample = useCallback(
    async (form: FormItem) => {
      const key = `${form.id}:sample`;
      mark(key, true);
      try {
        const page = await lookupSamples({ category: form.category, tag: form.tag, code: form.code }).unwrap();
        const attachments = page.data[0]?.attachments ?? [];
        if (attachments.length === 0) {
          showToast(t('download.noSample'), 'warning');
          return;
        }
        for (const attachment of attachments) {
          if (!(await fetchAndSave(attachment.path, sampleFileName(attachment.name)))) break;
        }
      } catch {
        // The lookup failed: the gateway has shown its error toast (§8).
      } finally {
        mark(key, false);
      }
    },
    [fetchAndSave, lookupSamples, mark, t],
  );

  const isBusy = useCallback((formId: number, kind: DownloadKind) => busy.has(`${formId}:${kind}`), [busy]);

  return useMemo(() => ({ jobs, isBusy, download, downloadSample }), [jobs, isBusy, download, downloadSample]);
}
