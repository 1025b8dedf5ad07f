/** A small inline icon, so the shell does not pull in an icon library for one glyph. */
export function LogoutIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      className="portal-icon"
    >
      <path
        fill="currentColor"
        d="M16 17v-3H9v-4h7V7l5 5-5 5M14 2a2 2 0 0 1 2 2v2h-2V4H5v16h9v-2h2v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9z"
      />
    </svg>
  );
}
