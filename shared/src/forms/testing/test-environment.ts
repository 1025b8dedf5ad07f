/**
 * Imported first by the form test helpers: jsdom polyfills, and a longer wait for async assertions,
 * since antd widgets render slowly under jsdom on a busy machine.
 */
import './dom-polyfills';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
