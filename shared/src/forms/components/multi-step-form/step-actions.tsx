/** The buttons under a step: 'Vorige', 'Opslaan als concept', and 'Volgende' or the submit button. */
import { Button, Flex } from 'antd';
import { FORM_TEXT } from '../../messages';

export interface StepActionsProps {
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  submitLabel: string;
  showDraft: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
}

export function StepActions({
  isFirst,
  isLast,
  busy,
  submitLabel,
  showDraft,
  onBack,
  onSaveDraft,
}: StepActionsProps) {
  return (
    <Flex gap="small" justify="space-between" wrap>
      <div>
        {isFirst ? null : (
          <Button htmlType="button" onClick={onBack} disabled={busy}>
            {FORM_TEXT.previous}
          </Button>
        )}
      </div>
      <Flex gap="small" wrap>
        {showDraft ? (
          <Button htmlType="button" onClick={onSaveDraft} disabled={busy}>
            {FORM_TEXT.saveDraft}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy}>
          {isLast ? submitLabel : FORM_TEXT.next}
        </Button>
      </Flex>
    </Flex>
  );
}
