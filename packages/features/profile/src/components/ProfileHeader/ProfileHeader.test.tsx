import { renderWithProviders } from '@agent-portal/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { V1, avaInfo, setupMyProfileTests } from '../PersonalInformation/testing.js';
import { ProfileHeader } from './ProfileHeader.js';

let info = { ...avaInfo };
let uploads = 0;
setupMyProfileTests(
  http.get(`${V1}/users/12/personal-information`, () => HttpResponse.json({ data: info })),
  http.post(`${V1}/users/profile-picture`, () => {
    uploads += 1;
    info = { ...info, avatar_url: 'avatars/12-new.png' };
    return HttpResponse.json({ data: { avatar_url: info.avatar_url } });
  }),
  http.put(`${V1}/users/profile-picture`, () => {
    info = { ...info, avatar_url: '' };
    return HttpResponse.json({ data: { avatar_url: '' } });
  }),
);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0, 0, 0, 0]);
const pick = (file: File) => fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

describe('ProfileHeader (issue #4, §3 Profile)', () => {
  it('shows the avatar from the hub bucket, the name and the licence status', async () => {
    info = { ...avaInfo };
    renderWithProviders(<ProfileHeader userId={12} />, { route: '/my-profile' });
    expect(await screen.findByText('Ava Martinez')).toBeInTheDocument();
    expect(screen.getByText('Licensed contractor')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile picture of Ava Martinez' })).toHaveAttribute('src', 'https://localhost/storage/hub/avatars/12.svg');
  });

  it('refuses a wrong type, an oversized picture and fake content without uploading', async () => {
    info = { ...avaInfo };
    uploads = 0;
    renderWithProviders(<ProfileHeader userId={12} />, { route: '/my-profile' });
    await screen.findByText('Ava Martinez');
    pick(new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This type of file is not accepted. Use JPEG, PNG, WebP.');
    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeInTheDocument();
    pick(new File(['GIF89a............'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(/content does not match its type/)).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a picture and shows the new one; removes it', async () => {
    info = { ...avaInfo };
    uploads = 0;
    const user = userEvent.setup();
    renderWithProviders(<ProfileHeader userId={12} />, { route: '/my-profile' });
    await screen.findByText('Ava Martinez');
    pick(new File([PNG], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profile picture of Ava Martinez' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Remove picture' });
    expect(uploads).toBe(1);
    expect(await screen.findByRole('img', { name: 'Profile picture of Ava Martinez' })).toHaveAttribute(
      'src',
      'https://localhost/storage/hub/avatars/12-new.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    await screen.findByText('Ava Martinez');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });
});
