/** The buttons under a step: 'Vorige', 'Opslaan als concept', and 'Volgende' or the submit button. */
import { Button, Flex } from 'antd';
import { FORM_TEXT } from '../../messages';
import './step-actions.css';

/**
 * The busy state with an icon of our own: antd's default loading icon grows in and shrinks out with a
 * motion that waits for the browser's transition end, and when that never came (a save that ended at
 * once, a busy page) its icon stayed in the button, invisible, and the button's name stayed 'loading
 * Volgende' for screen readers. An icon given here is shown and removed without motion.
 */
const BUSY = { icon: <span className="portal-step-actions__spinner" aria-hidden="true" /> };

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
        <Button type="primary" htmlType="submit" loading={busy ? BUSY : false}>
          {isLast ? submitLabel : FORM_TEXT.next}
        </Button>
      </Flex>
    </Flex>
  );
}
