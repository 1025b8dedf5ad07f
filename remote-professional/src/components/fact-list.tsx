import { Descriptions, type DescriptionsProps } from 'antd';

/** Facts as label and value, one a line, the same look on every screen of this remote. */
export function FactList({ items }: { items: NonNullable<DescriptionsProps['items']> }) {
  return <Descriptions column={1} bordered size="small" items={items} />;
}
