import { act, screen } from '@testing-library/react';
import { renderInForm } from '../../testing/render-in-form';
import type { MediaItem } from '../../types';
import { FileUploadField, type UploadMedia } from '../file-upload-field/file-upload-field';

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
    expect(bar).toHaveAttribute('aria-valuenow', '40');

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
