/**
 * The uuids of the stored files in an upload field's value, as the mutations take them. Apart from the
 * upload field itself, so a screen that only reads a saved value does not load antd's Upload (issue 8).
 */
export function mediaUuids(value: unknown): string[] {
  return Array.isArray(value)
    ? value.flatMap((item: { uuid?: unknown }) => (typeof item?.uuid === 'string' ? [item.uuid] : []))
    : [];
}
