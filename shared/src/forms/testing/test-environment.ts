/**
 * Imported first by the form test helpers: a longer wait for async assertions, since antd widgets
 * render slowly under jsdom on a busy machine. (The jsdom polyfills come with the shared Jest setup.)
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
