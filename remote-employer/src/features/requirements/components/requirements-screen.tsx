import { formatNumber } from '@portal/shared/format';
import { Card, DescriptionList, QueryContent } from '@portal/shared/ui';
import { useChamberRequirements, type ChamberRequirements } from '../api/chamber-requirements-query';
import '../../../lib/employer-people.css';

type RequirementSet = ChamberRequirements['sets'][number];

function unitText(unit: string, minimum: number): string {
  const amount = formatNumber(minimum);
  return unit === 'hours' ? `${amount} uur` : unit === 'points' ? `${amount} punten` : `${amount} ${unit}`;
}

function setFacts(set: RequirementSet) {
  const facts = set.requirements.map((requirement) => ({
    key: requirement.category,
    label: requirement.category,
    children: unitText(requirement.unit, requirement.minimum),
  }));
  if (set.totalPointsMinimum !== null && set.totalPointsMinimum !== undefined)
    facts.push({ key: 'total', label: 'Totaal', children: `${formatNumber(set.totalPointsMinimum)} punten` });
  return facts;
}

function workHoursText(set: RequirementSet): string | null {
  if (set.workHoursBelow !== null && set.workHoursBelow !== undefined)
    return `Voor wie minder dan ${formatNumber(set.workHoursBelow)} uur werkervaring heeft.`;
  if (set.workHoursFrom > 0)
    return `Voor wie ${formatNumber(set.workHoursFrom)} uur werkervaring of meer heeft.`;
  return null;
}

/** Herregistratie eisen: per chamber what a linked professional needs in a five-year period. */
export default function RequirementsScreen() {
  const query = useChamberRequirements();
  return (
    <section aria-labelledby="requirements-title" className="employer-sections">
      <h1 id="requirements-title">Herregistratie eisen</h1>
      <p>
        Wat een professional per kamer in een registratieperiode van vijf jaar moet doen om zich te
        herregistreren. Dit zijn dezelfde eisen die de professional in het eigen portaal ziet.
      </p>
      <QueryContent query={query} isEmpty={(data) => data.chamberReRegistrationRequirements.length === 0}>
        {(data) =>
          data.chamberReRegistrationRequirements.map((chamber) => (
            <Card
              key={chamber.chamber.value}
              // A chamber's name is one long word ('Gedragswetenschappers'): at 320 px with wider
              // text spacing it may break rather than push the page sideways.
              title={<span className="employer-long-title">{chamber.chamber.label}</span>}
            >
              {chamber.sets.map((set) => (
                <div key={set.label}>
                  {chamber.sets.length > 1 ? <h3>{set.label}</h3> : null}
                  {workHoursText(set) ? <p>{workHoursText(set)}</p> : null}
                  <DescriptionList items={setFacts(set)} />
                </div>
              ))}
            </Card>
          ))
        }
      </QueryContent>
    </section>
  );
}
