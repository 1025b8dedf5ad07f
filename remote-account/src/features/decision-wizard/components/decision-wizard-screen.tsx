import { useState } from 'react';
import { useFocusRequest } from '@portal/shared/forms/plain';
import { useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { DECISION_TABLE, EDUCATION_LEVELS, LEVEL_START, type EducationLevel } from '../utils/decision-table';
import { AdviceCard } from './advice-card';
import { QuestionStep } from './question-step';

const LEVEL_LABELS: Record<EducationLevel, string> = { hbo: 'hbo', mbo: 'mbo', wo: 'wo (universiteit)' };

function isLevel(value: string | undefined): value is EducationLevel {
  return EDUCATION_LEVELS.includes(value as EducationLevel);
}

/**
 * Keuzehulp (`/keuzehulp/{level?}`, public): the level lives in the URL so it can be linked; the
 * answers after it are kept here, with 'Vorige' walking back through them.
 */
export default function DecisionWizardScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const level = isLevel(params.level) ? params.level : null;
  // Answers belong to one level: a new level in the URL starts a fresh path.
  const [path, setPath] = useState<{ level: EducationLevel | null; nodes: string[] }>({ level, nodes: [] });
  const nodes = path.level === level ? path.nodes : [];
  const currentId = level ? (nodes[nodes.length - 1] ?? LEVEL_START[level]) : null;
  const current = currentId ? DECISION_TABLE[currentId] : undefined;

  // After an answer the pressed button is gone: move focus to the new step so keyboard and screen
  // reader users continue there (not on arrival, which keeps the page's own focus).
  const [stepRef, focusStep] = useFocusRequest<HTMLDivElement>();

  const restart = () => {
    setPath({ level: null, nodes: [] });
    void navigate(hrefFor('decisionWizard'));
    focusStep();
  };

  const goBack = () => {
    if (nodes.length > 0) setPath({ level, nodes: nodes.slice(0, -1) });
    else void navigate(hrefFor('decisionWizard'));
    focusStep();
  };

  return (
    <div className="portal-card">
      <h1>Keuzehulp: kan ik mij registreren?</h1>
      <div ref={stepRef} tabIndex={-1}>
        {!level || !current || !currentId ? (
          <QuestionStep
            key="level"
            id="decision-level"
            question={{
              kind: 'question',
              text: 'Wat is het niveau van je opleiding?',
              options: EDUCATION_LEVELS.map((value) => ({ label: LEVEL_LABELS[value], next: value })),
            }}
            onAnswer={(next) => {
              setPath({ level: isLevel(next) ? next : null, nodes: [] });
              void navigate(hrefFor('decisionWizard', { level: next }));
              focusStep();
            }}
          />
        ) : current.kind === 'question' ? (
          <QuestionStep
            key={currentId}
            id={`decision-${currentId}`}
            question={current}
            onAnswer={(next) => {
              setPath({ level, nodes: [...nodes, next] });
              focusStep();
            }}
            onBack={goBack}
          />
        ) : (
          <>
            <AdviceCard advice={current} />
            <button type="button" className="portal-button" onClick={goBack}>
              Vorige
            </button>{' '}
            <button type="button" className="portal-button" onClick={restart}>
              Opnieuw beginnen
            </button>
          </>
        )}
      </div>
    </div>
  );
}
