import { useState, type FormEvent } from 'react';
import { ChoiceInput, useInvalidFieldFocus } from '@portal/shared/forms/plain';
import type { WizardQuestion } from '../utils/decision-table';

interface QuestionStepProps {
  id: string;
  question: WizardQuestion;
  onAnswer: (next: string) => void;
  onBack?: () => void;
}

/** One question as a radio group with a legend; radios keep it keyboard operable. */
export function QuestionStep({ id, question, onAnswer, onBack }: QuestionStepProps) {
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  // Without a choice focus goes to the first option, which carries the message, so it is read out.
  const { ref, focusInvalid } = useInvalidFieldFocus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const option = choice === null ? undefined : question.options[choice];
    if (!option) {
      setError('Maak een keuze.');
      return focusInvalid();
    }
    onAnswer(option.next);
  };

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label="Keuzehulp">
      <fieldset
        aria-describedby={
          [question.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
      >
        <legend>{question.text}</legend>
        {question.help && <p id={helpId}>{question.help}</p>}
        {question.options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          return (
            <ChoiceInput
              key={option.label}
              type="radio"
              id={optionId}
              name={id}
              checked={choice === index}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => {
                setChoice(index);
                setError(null);
              }}
            >
              {option.label}
            </ChoiceInput>
          );
        })}
        {error && (
          <div id={errorId} className="portal-field-error">
            {error}
          </div>
        )}
      </fieldset>
      {onBack && (
        <button type="button" className="portal-button" onClick={onBack}>
          Vorige
        </button>
      )}{' '}
      <button type="submit" className="portal-button portal-button--primary">
        Volgende
      </button>
    </form>
  );
}
