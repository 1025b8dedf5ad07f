/**
 * The password-strength rule, beside SPEC's five requirements (rules/password.ts): a new password
 * must not be common, leaked or otherwise easy to guess. One rule for the forms and the api. It is
 * asynchronous because its dictionaries are large: they load on first use, in a chunk of their own.
 */

/** zxcvbn's scale: 3 means "safely unguessable" for an online attack with throttling and hashing. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_WEAK =
  'Dit wachtwoord is te makkelijk te raden: het komt voor in lijsten van veelgebruikte of uitgelekte wachtwoorden of lijkt daar te veel op. Kies een langer wachtwoord, bijvoorbeeld een paar losse woorden met cijfers en tekens ertussen.';

/**
 * The Dutch message when the password is too easy to guess, else null. `personal`: the user's own
 * words (e-mail address, names), which make a password easier to guess.
 */
export async function passwordStrengthProblem(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): Promise<string | null> {
  const { passwordScore } = await import(
    /* webpackChunkName: "password-strength" */ './password-strength-engine'
  );
  // The whole value and its parts: "Kim de Wit" gives kimdewit, kim, wit.
  const words = personal.flatMap((value) => {
    const lower = value?.toLowerCase() ?? '';
    return lower ? [lower.replace(/[\s]+/g, ''), ...lower.split(/[@.\s_-]+/)] : [];
  });
  return passwordScore(
    password,
    words.filter((word) => word.length >= 3),
  ) >= MIN_PASSWORD_SCORE
    ? null
    : PASSWORD_TOO_WEAK;
}
