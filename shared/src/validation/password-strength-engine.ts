/**
 * The heavy half of the password-strength rule: zxcvbn-ts with its common dictionaries (leaked and
 * common passwords, keyboard patterns) and the Dutch one (words, first names, surnames). Loaded only
 * through `password-strength.ts`'s dynamic import: a lazy chunk for the screens that set a password,
 * never part of the sign-in route.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as dutchDictionary } from '@zxcvbn-ts/language-nl-be';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...dutchDictionary },
  graphs: adjacencyGraphs,
  // Edit-distance matching against dictionaries this size costs seconds per check: too slow for
  // the api's event loop. l33t and reversed variants are still matched.
  useLevenshteinDistance: false,
});

/** zxcvbn's score 0–4 (4: very hard to guess); `personal` are the user's own words (name, address). */
export function passwordScore(password: string, personal: readonly string[]): number {
  return zxcvbn.check(password, [...personal]).score;
}
