import { installFakeXhr, uploadRefusalBody, type FakeXhr } from '../../../testing/fake-xhr';
import { isUploadRefusal, uploadFile, SESSION_EXPIRED_ON_UPLOAD } from '../upload-file';

let FakeRequest: typeof FakeXhr;

const URL = 'https://api.example/files';
const pdf = () => new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeRequest = installFakeXhr();
  document.cookie = 'XSRF-TOKEN=token%2F1; path=/';
});

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with credentials and the anti-forgery token', async () => {
    const done = uploadFile(pdf(), { url: URL });
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(URL);
    expect(request.withCredentials).toBe(true);
    expect(request.headers['X-XSRF-TOKEN']).toBe('token/1');
    expect((request.body?.get('file') as File).name).toBe('diploma.pdf');
    request.answer(201, { uuid: 'u-1', filename: 'diploma.pdf', mimeType: 'application/pdf', sizeBytes: 8 });
    await expect(done).resolves.toEqual({
      uuid: 'u-1',
      filename: 'diploma.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 8,
    });
  });

  it('reports progress in percent', async () => {
    const onProgress = jest.fn();
    const done = uploadFile(pdf(), { url: URL, onProgress });
    FakeRequest.last!.progress(25, 100);
    expect(onProgress).toHaveBeenCalledWith(25);
    FakeRequest.last!.answer(201, { uuid: 'u-1', filename: 'diploma.pdf', mimeType: '', sizeBytes: 1 });
    await done;
  });

  it("rejects with the api's Dutch message on a 422", async () => {
    const done = uploadFile(pdf(), { url: URL });
    FakeRequest.last!.answer(422, uploadRefusalBody('Het bestand is te groot: maximaal 10 MB.'));
    const error = await done.catch((caught: unknown) => caught);
    expect(isUploadRefusal(error)).toBe(true);
    expect((error as Error).message).toBe('Het bestand is te groot: maximaal 10 MB.');
  });

  it('says the session expired on 401 or 419, and fails plainly on other answers and network errors', async () => {
    const expired = uploadFile(pdf(), { url: URL });
    FakeRequest.last!.answer(419, { errors: [] });
    await expect(expired).rejects.toThrow(SESSION_EXPIRED_ON_UPLOAD);

    const broken = uploadFile(pdf(), { url: URL });
    FakeRequest.last!.answer(500, 'oops');
    const error = await broken.catch((caught: unknown) => caught);
    expect(isUploadRefusal(error)).toBe(false);

    const offline = uploadFile(pdf(), { url: URL });
    FakeRequest.last!.fail();
    await expect(offline).rejects.toThrow('network');
  });
});
