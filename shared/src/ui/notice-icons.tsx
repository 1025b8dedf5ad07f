/**
 * The two icons of the overview's notices, as inline SVG: the paths of @ant-design/icons-svg's
 * InfoCircleFilled and ExclamationCircleFilled (MIT), which antd's Alert shows. Importing
 * @ant-design/icons would bring antd's icon context along (issue 8). Decoration only: the notice's
 * words say what it is.
 */
const INFO_CIRCLE_FILLED =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';
const EXCLAMATION_CIRCLE_FILLED =
  'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z';

export function NoticeIcon({ kind }: { kind: 'info' | 'warning' }) {
  return (
    <svg
      className="portal-attention-notice__icon"
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={kind === 'warning' ? EXCLAMATION_CIRCLE_FILLED : INFO_CIRCLE_FILLED} />
    </svg>
  );
}
