import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { DataExportCard } from '../data-export-card';

const building = (progress: number) => ({
  uuid: 'e1',
  status: progress === 0 ? 'queued' : 'running',
  progress,
  requestedAt: '2026-12-02T10:00:00Z',
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
});
const ready = {
  ...building(100),
  status: 'ready',
  expiresAt: '2026-12-09T10:00:00Z',
  sizeBytes: 48_000,
  downloadUrl: '/files/exports/e1',
};

describe('DataExportCard', () => {
  it('asks for the export, shows its progress and then the download', async () => {
    const states = [null, building(40), ready];
    let read = 0;
    renderScreen(<DataExportCard />, {
      answers: {
        myDataExport: () => ({ myDataExport: states[Math.min(read++, states.length - 1)] }),
        requestDataExport: () => ({
          requestDataExport: {
            status: 'QUEUED',
            message: 'We zetten je gegevens klaar.',
            dataExport: building(0),
          },
        }),
      },
    });
    const request = await screen.findByRole('button', { name: 'Mijn gegevens downloaden' });
    await userEvent.click(request);
    expect(await screen.findByText('We zetten je gegevens klaar: 40%.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Voortgang/ })).toHaveAttribute('value', '40');
    expect(screen.queryByRole('button', { name: 'Mijn gegevens downloaden' })).toBeNull();
    const link = await screen.findByRole('link', { name: 'Download je gegevens (ZIP)' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/files/exports/e1');
    expect(
      screen.getByText(/Je gegevens staan klaar \(47 kB\)\. Je kunt ze downloaden tot en met 09-12-2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asked again beside a ready one: the new one’s progress, not the old download', async () => {
    const newer = { ...building(0), uuid: 'e2' };
    let asked = false;
    renderScreen(<DataExportCard />, {
      answers: {
        myDataExport: () => ({ myDataExport: asked ? { ...newer, status: 'running', progress: 60 } : ready }),
        requestDataExport: () => {
          asked = true;
          return {
            requestDataExport: {
              status: 'QUEUED',
              message: 'We zetten je gegevens klaar.',
              dataExport: newer,
            },
          };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw klaarzetten' }));
    expect(await screen.findByText('We zetten je gegevens klaar: 0%.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download je gegevens (ZIP)' })).toBeNull();
    expect(
      await screen.findByText('We zetten je gegevens klaar: 60%.', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('says in Dutch when the day’s limit is reached', async () => {
    renderScreen(<DataExportCard />, {
      answers: {
        myDataExport: () => ({ myDataExport: null }),
        requestDataExport: () => ({
          requestDataExport: {
            status: 'LIMIT',
            message: 'Je kunt je gegevens 3 keer per 24 uur laten klaarzetten.',
            dataExport: null,
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je kunt je gegevens 3 keer per 24 uur laten klaarzetten.',
    );
  });
});
