export { AntdScope } from './antd-scope';
export { ScreenScope } from './screen-scope';
export { PORTAL_THEME } from './portal-theme';
