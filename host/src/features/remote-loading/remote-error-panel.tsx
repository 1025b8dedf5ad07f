import { Button, Result } from 'antd';

/** Shown in the content area when a remote cannot be loaded; the shell around it keeps working. */
export function RemoteErrorPanel({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Result
      status="warning"
      title="Dit onderdeel kan op dit moment niet worden geladen."
      subTitle="Controleer je internetverbinding of probeer het over een paar minuten opnieuw."
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Opnieuw proberen
        </Button>
      }
    />
  );
}
