/** antd's scope alone, as a chunk the later steps load beside their own (lazy-steps.tsx). */
export { AntdScope } from '@portal/shared/ui';
