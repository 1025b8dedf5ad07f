import { Spin } from 'antd';

export function LoadingPanel() {
  return (
    <div className="portal-remote-loading" role="status">
      <Spin /> <span>Laden...</span>
    </div>
  );
}
