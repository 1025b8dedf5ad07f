import { staff } from './staff';

/** The newest link to a path in the mails sent to an address (`pnpm staff mail <e-mail>`). */
export function linkFromOutbox(email: string, path: RegExp): string {
  const output = staff('mail', email);
  // Newest first: the first matching link is the latest mail's.
  const link = (output.match(/https?:\/\/[^\s"'<>]+/g) ?? []).find((candidate) => path.test(candidate));
  if (!link) throw new Error(`Geen link ${path} voor ${email} in de outbox:\n${output.slice(0, 2000)}`);
  return link;
}
