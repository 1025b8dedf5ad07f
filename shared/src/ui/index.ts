export { AntdScope } from './antd-scope';
export { ApolloScope } from './apollo-scope';
export { ScreenScope } from './screen-scope';
export { BUTTON_SCALE, PORTAL_STATIC_THEME, PORTAL_THEME } from './portal-theme';
export { LoadingSkeleton } from './loading-skeleton';
export { InvoiceLines, type InvoiceLine, type InvoiceLinesProps } from './invoice-lines';
export { PlainButtonSpinner, plainButtonClass } from './plain-button';
export {
  QueryContent,
  LoadStatus,
  RetryButton,
  useRetry,
  LOAD_FAILED,
  LOADING,
  NO_DATA,
  RELOADED,
  RETRY,
  TRY_AGAIN,
  type QueryContentProps,
  type LoadStatusProps,
  type Retry,
} from './load-states';
export { Button, type ButtonProps } from './button';
export { buttonClass, type ButtonKind } from './button-class';
export { Card, type CardProps } from './card';
export { AttentionNotice, type AttentionNoticeProps } from './attention-notice';
export { StatusTag, toneOfStatus, type StatusTagProps, type StatusTone } from './status-tag';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { DescriptionList, type Fact } from './description-list';
