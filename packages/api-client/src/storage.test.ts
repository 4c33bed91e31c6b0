import { describe, expect, it } from 'vitest';
import { configureStorage, hubFileUrl, publicFileUrl } from './storage.js';

describe('storage URLs (§3 avatar_url, §7 Files)', () => {
  it('is undefined before configuration and for empty paths', () => {
    expect(hubFileUrl('avatars/1.png')).toBeUndefined();
    configureStorage({ hubBucketUrl: 'https://localhost/storage/hub', publicBucketUrl: 'https://localhost/storage/public/' });
    expect(hubFileUrl(null)).toBeUndefined();
    expect(hubFileUrl('')).toBeUndefined();
  });

  it('prefixes the bucket base URL and encodes segments', () => {
    configureStorage({ hubBucketUrl: 'https://localhost/storage/hub', publicBucketUrl: 'https://localhost/storage/public/' });
    expect(hubFileUrl('/avatars/7.png')).toBe('https://localhost/storage/hub/avatars/7.png');
    expect(publicFileUrl('forms/My Form.pdf')).toBe('https://localhost/storage/public/forms/My%20Form.pdf');
    expect(publicFileUrl('forms/My%20Form.pdf')).toBe('https://localhost/storage/public/forms/My%20Form.pdf');
    expect(hubFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
