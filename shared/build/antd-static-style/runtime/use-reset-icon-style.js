// Stands in for antd's theme/util/useResetIconStyle in the apps' builds (docs/decisions/0014): the icon
// reset is part of the static base CSS (config-provider/style), so ConfigProvider writes nothing.
export default function useResetIconStyle() {
  return undefined;
}
