import { renderWithProviders } from '@agent-portal/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { V1, avaInfo, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { EssentialDocuments } from './EssentialDocuments.js';

const doc = { id: 1, user_id: 12, file_name: 'licence.pdf', mime_type: 'application/pdf', size_bytes: 2048, file_path: 'documents/12/a.pdf', status: 'ACTIVE', created_at: '2026-01-02T10:00:00.000Z' };
let docs = [doc];
let uploads = 0;
setupMyProfileTests(
  http.get(`${V1}/users/12/personal-information`, () => HttpResponse.json({ data: avaInfo })),
  http.get(`${V1}/users/12/essential-documents`, () => HttpResponse.json({ data: docs })),
  http.post(`${V1}/users/upload-essential-documents`, () => {
    uploads += 1;
    const added = { ...doc, id: 2, file_name: 'id.png', mime_type: 'image/png' };
    docs = [added, ...docs];
    return HttpResponse.json({ data: added });
  }),
  http.delete(`${V1}/users/archive-essential-documents/1`, () => {
    docs = docs.filter((d) => d.id !== 1);
    return HttpResponse.json({ data: { ...doc, status: 'ARCHIVED' } });
  }),
);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);
const drop = (file: File) => fireEvent.change(screen.getByTestId('document-input'), { target: { files: [file] } });

describe('EssentialDocuments (issue #4: owner-only files, checks before upload)', () => {
  it('lists documents with links into the hub bucket', async () => {
    docs = [doc];
    renderWithProviders(<EssentialDocuments userId={12} />, { route: '/my-profile' });
    const link = await screen.findByRole('link', { name: 'Open licence.pdf' });
    expect(link).toHaveAttribute('href', 'https://localhost/storage/hub/documents/12/a.pdf');
    expect(screen.getByText(/2 kB/)).toBeInTheDocument();
  });

  it('refuses an oversized file, a wrong type and a mismatched content without sending', async () => {
    docs = [doc];
    uploads = 0;
    renderWithProviders(<EssentialDocuments userId={12} />, { route: '/my-profile' });
    await screen.findByRole('link', { name: 'Open licence.pdf' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    drop(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('This type of file is not accepted. Use PDF, JPEG, PNG.')).toBeInTheDocument();
    drop(new File(['not a pdf at all'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/content does not match its type/)).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a real PNG and lists it; archives after confirming', async () => {
    docs = [doc];
    uploads = 0;
    const user = userEvent.setup();
    renderWithProviders(<EssentialDocuments userId={12} />, { route: '/my-profile' });
    await screen.findByRole('link', { name: 'Open licence.pdf' });
    drop(new File([PNG], 'id.png', { type: 'image/png' }));
    expect(await screen.findByRole('link', { name: 'Open id.png' })).toBeInTheDocument();
    expect(uploads).toBe(1);
    const row = screen.getByRole('link', { name: 'Open licence.pdf' }).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this document?' });
    expect(dialog).toHaveTextContent('“licence.pdf” will no longer be listed.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open licence.pdf' })).toBeNull());
  });
});
