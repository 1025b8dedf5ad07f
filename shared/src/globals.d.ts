/** A component's stylesheet, imported for its side effect; the apps' webpack builds extract it. */
declare module '*.css';
