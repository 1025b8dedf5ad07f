import { laterFilesOf, prefetchLater } from '../prefetch-later';

const LIST = {
  'screen-registration': ['screen-registration.1.js'],
  later: {
    'later-registration-diplomas': ['later-registration-diplomas.2.js', 'shared-antd.3.js', 'diplomas.4.css'],
    'later-registration-vog': ['later-registration-vog.5.js', 'shared-antd.3.js'],
    'later-other-thing': ['other.6.js'],
  },
};

/** Idle callbacks kept in a queue, run one at a time by the test. */
function idleQueue() {
  const queue: Array<() => void> = [];
  return {
    whenIdle: (work: () => void) => void queue.push(work),
    runOne: async () => {
      queue.shift()?.();
      // The list's answer and its JSON are promises.
      await new Promise((settle) => setTimeout(settle, 0));
    },
    get length() {
      return queue.length;
    },
  };
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('laterFilesOf', () => {
  it("lists the files of the prefix's groups once each, plain build file names only", () => {
    expect(laterFilesOf(LIST, 'later-registration-')).toEqual([
      'later-registration-diplomas.2.js',
      'shared-antd.3.js',
      'diplomas.4.css',
      'later-registration-vog.5.js',
    ]);
    expect(
      laterFilesOf({ later: { 'later-x': ['../evil.js', 'https://x/y.js', 'ok.js'] } }, 'later-'),
    ).toEqual(['ok.js']);
    expect(laterFilesOf(null, 'later-')).toEqual([]);
    expect(laterFilesOf({ 'screen-a': ['a.js'] }, 'later-')).toEqual([]);
  });
});

describe('prefetchLater', () => {
  it('reads the list when idle and writes one prefetch link per idle moment, none for a file the page has', async () => {
    const present = document.createElement('script');
    present.src = 'http://remote.test/p/shared-antd.3.js';
    document.head.append(present);
    const idle = idleQueue();
    const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => LIST }) as Response);

    prefetchLater('later-registration-', {
      publicPath: 'http://remote.test/p/',
      fetchImpl,
      whenIdle: idle.whenIdle,
    });
    // Nothing before the browser is idle.
    expect(fetchImpl).not.toHaveBeenCalled();
    await idle.runOne();
    expect(fetchImpl).toHaveBeenCalledWith('http://remote.test/p/screen-chunks.json');
    // The first link is written as the answer arrives, each next one in an idle moment of its own.
    expect(prefetchLinks()).toHaveLength(1);
    await idle.runOne();
    expect(prefetchLinks()).toHaveLength(1); // the script the page has: skipped
    await idle.runOne();
    expect(prefetchLinks()).toHaveLength(2);
    while (idle.length > 0) await idle.runOne();
    expect(prefetchLinks()).toEqual([
      { href: 'http://remote.test/p/later-registration-diplomas.2.js', as: 'script' },
      { href: 'http://remote.test/p/diplomas.4.css', as: 'style' },
      { href: 'http://remote.test/p/later-registration-vog.5.js', as: 'script' },
    ]);
  });

  it('prefetches nothing when the list cannot be read, and nothing outside a build', async () => {
    const idle = idleQueue();
    prefetchLater('later-registration-', {
      publicPath: 'http://remote.test/p/',
      fetchImpl: async () => ({ ok: false, json: async () => LIST }) as Response,
      whenIdle: idle.whenIdle,
    });
    await idle.runOne();
    prefetchLater('later-registration-', {
      publicPath: 'http://remote.test/p/',
      fetchImpl: async () => Promise.reject(new Error('offline')),
      whenIdle: idle.whenIdle,
    });
    await idle.runOne();
    const fetchImpl = jest.fn();
    prefetchLater('later-registration-', { fetchImpl, whenIdle: idle.whenIdle });
    expect(idle.length).toBe(0);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(prefetchLinks()).toEqual([]);
  });
});
