import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalStorageAdapter } from '../local-storage';
import { s3ConfigFromEnv } from '../s3-config';
import { S3StorageAdapter } from '../s3-storage';
import { startFakeS3 } from '../../../testing/fake-s3-server';
import type { StorageAdapter } from '../storage-adapter';
import { signFileUrl, verifyFileUrl } from '../signed-urls';
import { checkUpload, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../upload-check';
import { PDF_BYTES, PNG_BYTES } from '../../../testing/files';

/** The contract every storage adapter (local folder, S3-compatible) must keep. */
function storageContract(
  name: string,
  make: () => Promise<{ adapter: StorageAdapter; done(): Promise<void> }>,
) {
  describe(`${name} storage adapter`, () => {
    let adapter: StorageAdapter;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ adapter, done } = await make());
    });
    afterAll(() => done());

    it('gives back exactly the bytes it stored, and nothing after delete', async () => {
      await adapter.put('uploads/abc-123', PDF_BYTES);
      expect(Buffer.from((await adapter.get('uploads/abc-123'))!)).toEqual(Buffer.from(PDF_BYTES));
      await adapter.delete('uploads/abc-123');
      expect(await adapter.get('uploads/abc-123')).toBeNull();
      await expect(adapter.delete('uploads/abc-123')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave its storage', async () => {
      await expect(adapter.put('../buiten', PDF_BYTES)).rejects.toThrow('Ongeldige opslagsleutel');
      await expect(adapter.get('uploads/../../etc')).rejects.toThrow('Ongeldige opslagsleutel');
    });
  });
}

storageContract('local', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
  return { adapter: new LocalStorageAdapter(dir), done: () => rm(dir, { recursive: true, force: true }) };
});

storageContract('S3-compatible (against a fake S3 server)', async () => {
  const fake = await startFakeS3();
  const config = s3ConfigFromEnv({
    S3_BUCKET: fake.bucket,
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PREFIX: 'portal',
  })!;
  const adapter = new S3StorageAdapter(config);
  return {
    adapter,
    done: async () => {
      adapter.close();
      await fake.close();
    },
  };
});

describe('the S3 settings', () => {
  it('are off without a bucket, path-style with an own endpoint, and need both keys or none', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' })).toMatchObject({
      bucket: 'b',
      region: 'eu-west-1',
      forcePathStyle: true,
      prefix: '',
    });
    expect(s3ConfigFromEnv({ S3_BUCKET: 'b' })).toMatchObject({ forcePathStyle: false, endpoint: undefined });
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('horen samen');
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
  });

  it('store the bytes under the prefix in the bucket', async () => {
    const fake = await startFakeS3();
    const adapter = new S3StorageAdapter(
      s3ConfigFromEnv({
        S3_BUCKET: fake.bucket,
        S3_ENDPOINT: fake.endpoint,
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: '/portaal/',
      })!,
    );
    await adapter.put('uploads/x-1', PNG_BYTES);
    expect([...fake.objects.keys()]).toEqual(['portaal/uploads/x-1']);
    adapter.close();
    await fake.close();
  });
});

describe('upload check', () => {
  it('accepts a PDF and a PNG by their content', async () => {
    expect(await checkUpload(PDF_BYTES)).toMatchObject({ ok: true, mimeType: 'application/pdf' });
    expect(await checkUpload(PNG_BYTES)).toMatchObject({ ok: true, mimeType: 'image/png' });
  });

  it('refuses text posing as a PDF, an empty file and a file over 10 MB', async () => {
    expect(await checkUpload(new TextEncoder().encode('geen pdf'))).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.wrongType,
    });
    expect(await checkUpload(new Uint8Array())).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PDF_BYTES);
    expect(await checkUpload(big)).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooLarge });
  });
});

describe('signed file urls', () => {
  const key = 'k'.repeat(40);
  const now = new Date('2026-11-23T12:00:00Z');
  const params = (url: string) => new URL(url).searchParams;

  it('hold for ten minutes and not after', () => {
    const url = signFileUrl('http://api.test', key, 'media-1', 'user-1', now);
    expect(verifyFileUrl(key, 'media-1', params(url), new Date(now.getTime() + 9 * 60_000))).toMatchObject({
      userId: 'user-1',
    });
    expect(verifyFileUrl(key, 'media-1', params(url), new Date(now.getTime() + 11 * 60_000))).toBeNull();
  });

  it('are refused with a changed signature, user, expiry or file', () => {
    const url = signFileUrl('http://api.test', key, 'media-1', 'user-1', now);
    for (const [name, value] of [
      ['signature', 'x' + params(url).get('signature')!.slice(1)],
      ['user', 'user-2'],
      ['expires', String(Number(params(url).get('expires')) + 3600)],
    ] as const) {
      const changed = params(url);
      changed.set(name, value);
      expect(verifyFileUrl(key, 'media-1', changed, now)).toBeNull();
    }
    expect(verifyFileUrl(key, 'media-2', params(url), now)).toBeNull();
  });
});
