import { act, screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import type { MediaItem } from '../../types';
import userEvent from '@testing-library/user-event';
import { installFakeXhr, uploadRefusalBody } from '../../../../testing/fake-xhr';
import { FileUploadField, type UploadMedia } from '../file-upload-field/file-upload-field';
import { DocumentUploadField } from '../file-upload-field/document-upload-field';
import { mediaUuids } from '../../utils/media-uuids';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(20000);

const STORED: MediaItem = {
  uuid: 'm-1',
  filename: 'diploma.pdf',
  updatedAt: '2024-05-01T09:30:00.000Z',
  signedUrl: 'https://files.example/diploma.pdf',
};

function deferredUpload() {
  let progress: (percent: number) => void = () => undefined;
  let finish: (media: MediaItem) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const upload: jest.MockedFunction<UploadMedia> = jest.fn(
    (_file, { onProgress }) =>
      new Promise<MediaItem>((resolve, reject) => {
        progress = onProgress;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    upload,
    progress: (p: number) => progress(p),
    finish: (m: MediaItem) => finish(m),
    fail: (e: Error) => fail(e),
  };
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('FileUploadField', () => {
  it('lists stored media with a link, the change date and a remove button', async () => {
    const { user, values } = renderInForm(
      <FileUploadField name="medias" label="Diploma" upload={jest.fn()} />,
      {
        initialValues: { medias: [STORED] },
      },
    );
    expect(screen.getByRole('link', { name: 'diploma.pdf' })).toHaveAttribute('href', STORED.signedUrl);
    expect(screen.getByText('gewijzigd op 01-05-2024')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Diploma' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'diploma.pdf verwijderen' }));
    expect(values()).toEqual({ medias: [] });
  });

  it('shows a progress bar while uploading and adds the stored media when done', async () => {
    const deferred = deferredUpload();
    const { user, values } = renderInForm(
      <FileUploadField name="medias" label="Diploma" upload={deferred.upload} />,
    );
    expect(screen.getByRole('button', { name: 'Diploma Bestand toevoegen' })).toBeInTheDocument();

    await user.upload(fileInput(), new File(['%PDF'], 'vog.pdf', { type: 'application/pdf' }));
    expect(deferred.upload).toHaveBeenCalledWith(expect.any(File), expect.anything());
    const bar = await screen.findByRole('progressbar', { name: 'vog.pdf wordt geüpload' });
    act(() => deferred.progress(40));
    // A native <progress>: its value is what a screen reader announces.
    expect(bar).toHaveProperty('value', 40);

    await act(async () => deferred.finish({ ...STORED, uuid: 'm-2', filename: 'vog.pdf' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('vog.pdf')).toBeInTheDocument();
    expect(values()).toEqual({ medias: [{ ...STORED, uuid: 'm-2', filename: 'vog.pdf' }] });
  });

  it('tells the user in Dutch when an upload fails', async () => {
    const deferred = deferredUpload();
    const { user, values } = renderInForm(
      <FileUploadField name="medias" label="Diploma" upload={deferred.upload} />,
    );
    await user.upload(fileInput(), new File(['x'], 'kapot.pdf'));
    await act(async () => deferred.fail(new Error('netwerk')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'kapot.pdf kon niet worden geüpload. Probeer het opnieuw.',
    );
    expect(values()).toEqual({});
  });

  it('shows the required error in Dutch', async () => {
    const { user } = renderInForm(<FileUploadField name="medias" label="Diploma" upload={jest.fn()} />, {
      rules: { medias: 'required' },
    });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diploma Bestand toevoegen' })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
  });
});

describe('DocumentUploadField', () => {
  // The user may pick 'All files' in the browser's dialog: the field checks the type itself.
  const userPicking = () => userEvent.setup({ delay: null, applyAccept: false });

  it('refuses a wrong type or a too large file at once in Dutch, without sending it', async () => {
    const xhr = installFakeXhr();
    const { values } = renderInForm(<DocumentUploadField name="medias" label="Kopie diploma" />);
    const user = userPicking();
    await user.upload(fileInput(), new File(['x'], 'notities.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notities.txt is niet geüpload. Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.',
    );
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText('scan.png is niet geüpload. Het bestand is te groot: maximaal 10 MB.'),
    ).toBeInTheDocument();
    expect(xhr.all).toHaveLength(0);
    expect(values()).toEqual({});
  });

  it("uploads to the api's /files with progress, shows its refusal, and keeps one file when not multiple", async () => {
    const xhr = installFakeXhr();
    const { values } = renderInForm(<DocumentUploadField name="vog" label="VOG" multiple={false} />, {
      initialValues: { vog: [STORED] },
    });
    const user = userPicking();
    await user.upload(fileInput(), new File(['%PDF'], 'nep.pdf', { type: 'application/pdf' }));
    expect(xhr.last!.url).toBe('https://api.test/files');
    await act(async () =>
      xhr.last!.answer(
        422,
        uploadRefusalBody('Dit bestandstype is niet toegestaan: upload een PDF, JPG of PNG.'),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'nep.pdf is niet geüpload. Dit bestandstype is niet toegestaan',
    );

    await user.upload(fileInput(), new File(['%PDF'], 'vog.pdf', { type: 'application/pdf' }));
    act(() => xhr.last!.progress(50, 100));
    expect(await screen.findByRole('progressbar', { name: 'vog.pdf wordt geüpload' })).toHaveProperty(
      'value',
      50,
    );
    await act(async () =>
      xhr.last!.answer(201, { uuid: 'm-9', filename: 'vog.pdf', mimeType: 'application/pdf', sizeBytes: 4 }),
    );
    expect(values()).toEqual({ vog: [{ uuid: 'm-9', filename: 'vog.pdf' }] });
    expect(screen.getByText('vog.pdf is geüpload.')).toBeInTheDocument();
    expect(mediaUuids(values().vog)).toEqual(['m-9']);
  });

  it('is reached and opened by keyboard, offering only PDF, JPG and PNG', async () => {
    const { user } = renderInForm(<DocumentUploadField name="medias" label="Kopie diploma" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kopie diploma Bestand toevoegen' })).toHaveFocus();
    const input = fileInput();
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  });
});
