import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dom-polyfills';

// antd reads matchMedia for responsive behaviour; jsdom does not implement it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd widgets render slowly under jsdom on a busy machine (CI has two cores for everything).
configure({ asyncUtilTimeout: 5000 });
