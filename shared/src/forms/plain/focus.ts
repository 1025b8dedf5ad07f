// Moved to ui/ (issue 42: ui must not import forms, which builds on it); kept for forms' own imports.
export * from '../../ui/focus';
