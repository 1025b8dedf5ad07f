/**
 * Whether a round meets its chamber's requirements: the sums come from SQL (per category), this
 * picks the chamber's variant and compares. Pure, so the rules of DOMAIN.md read in one place.
 */

export type ActivityUnit = 'points' | 'hours';

export interface CategoryConfig {
  code: string;
  label: string;
  unit: ActivityUnit;
  isWorkExperience: boolean;
}

export interface RequirementSet {
  id: string;
  variant: string;
  label: string;
  workHoursFrom: number;
  workHoursBelow: number | null;
  totalPointsMinimum: number | null;
  requirements: Array<{ category: CategoryConfig; minimum: number }>;
}

export interface CategorySum {
  points: number;
  hours: number;
}

export interface CategoryProgress {
  code: string;
  label: string;
  unit: ActivityUnit;
  isWorkExperience: boolean;
  required: number;
  achieved: number;
  met: boolean;
}

export interface RoundProgress {
  requirementSet: RequirementSet | null;
  categories: CategoryProgress[];
  allMet: boolean;
}

/** The code of the line for 'points over all learning categories together'. */
export const TOTAL_POINTS_CODE = 'totaal';

const NUMBER = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

export function unitText(amount: number, unit: ActivityUnit): string {
  if (unit === 'hours') return `${NUMBER.format(amount)} uur`;
  return `${NUMBER.format(amount)} ${amount === 1 ? 'punt' : 'punten'}`;
}

function achievedIn(sums: ReadonlyMap<string, CategorySum>, category: CategoryConfig): number {
  const sum = sums.get(category.code);
  if (!sum) return 0;
  return category.unit === 'points' ? sum.points : sum.hours;
}

export function evaluateProgress(
  sets: readonly RequirementSet[],
  workExperienceCodes: readonly string[],
  sums: ReadonlyMap<string, CategorySum>,
): RoundProgress {
  const workHours = workExperienceCodes.reduce((total, code) => total + (sums.get(code)?.hours ?? 0), 0);
  const set =
    sets.find(
      (candidate) =>
        workHours >= candidate.workHoursFrom &&
        (candidate.workHoursBelow === null || workHours < candidate.workHoursBelow),
    ) ??
    sets[0] ??
    null;
  if (!set) return { requirementSet: null, categories: [], allMet: false };
  const categories: CategoryProgress[] = set.requirements.map(({ category, minimum }) => {
    const achieved = achievedIn(sums, category);
    return {
      code: category.code,
      label: category.label,
      unit: category.unit,
      isWorkExperience: category.isWorkExperience,
      required: minimum,
      achieved,
      met: achieved >= minimum,
    };
  });
  if (set.totalPointsMinimum !== null) {
    const workCodes = new Set(workExperienceCodes);
    let points = 0;
    for (const [code, sum] of sums) if (!workCodes.has(code)) points += sum.points;
    categories.push({
      code: TOTAL_POINTS_CODE,
      label: 'Totaal aantal punten',
      unit: 'points',
      isWorkExperience: false,
      required: set.totalPointsMinimum,
      achieved: points,
      met: points >= set.totalPointsMinimum,
    });
  }
  return { requirementSet: set, categories, allMet: categories.every((category) => category.met) };
}

/** Why the round cannot be submitted yet, one Dutch sentence per unmet category. */
export function unmetReasons(progress: RoundProgress): string[] {
  return progress.categories
    .filter((category) => !category.met)
    .map(
      (category) =>
        `${category.label}: nog ${unitText(Math.round((category.required - category.achieved) * 100) / 100, category.unit)} nodig.`,
    );
}
