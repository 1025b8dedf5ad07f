import { staff } from './staff';

/** The newest link in the outbox (shown by `pnpm staff mail`) sent to an address, matching a path. */
export function linkFromOutbox(email: string, path: RegExp): string {
  const output = staff('mail');
  const blocks = output.split(/\n(?=\S.*@)/);
  const links = blocks
    .filter((block) => block.includes(email))
    .flatMap((block) => block.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
    .filter((link) => path.test(link));
  const link = links[links.length - 1];
  if (!link) throw new Error(`Geen link ${path} voor ${email} in de outbox:\n${output.slice(-2000)}`);
  return link;
}
