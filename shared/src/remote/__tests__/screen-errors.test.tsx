import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen, resetFailedScreens } from '../lazy-screen';
import { errorKindOf, ScreenErrorBoundary } from '../screen-error-boundary';

function chunkError(): Error {
  const error = new Error('Loading chunk screen-dashboard failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('errorKindOf', () => {
  it('tells a failed screen chunk from a render error', () => {
    expect(errorKindOf(chunkError())).toBe('chunk');
    expect(errorKindOf(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe('chunk');
    expect(errorKindOf(new TypeError("Cannot read properties of null (reading 'value')"))).toBe('render');
  });
});

describe('a screen whose chunk fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is reported as a chunk failure, shows nothing of its own, and loads afresh on the next mount', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <h1>Overzicht</h1> });
    const Screen = lazyScreen(load);
    const onError = jest.fn();
    const mount = () =>
      render(
        <ScreenErrorBoundary onError={onError}>
          <Suspense fallback={<p>Laden...</p>}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>,
      );

    const first = mount();
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }), 'chunk'),
    );
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    resetFailedScreens();
    mount();
    expect(await screen.findByRole('heading', { name: 'Overzicht' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
