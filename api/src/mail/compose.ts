/**
 * How every Dutch e-mail of the portal is put together: the salutation by name ('Beste Jan,', or
 * 'Beste J. de Vries,' without a first name; 'Beste,' only for an address without an account yet),
 * the paragraphs, an optional link, the closing. Plain text and HTML with the same content.
 */
import { REGISTER } from '@portal/shared/options';
import { fullName, type PersonName } from '../domain/names';
import type { MailMessage } from './mailer';

/** An address, with the name of its account when it has one. */
export type Recipient = string | { email: string; name: PersonName | null };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** 'Beste {voornaam of naam},'. */
export function salutation(name: PersonName | null): string {
  const called = name ? name.firstName?.trim() || fullName(name) : '';
  return called ? `Beste ${called},` : 'Beste,';
}

export interface MailParts {
  to: Recipient;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

export function compose({ to, subject, paragraphs, link }: MailParts): MailMessage {
  const email = typeof to === 'string' ? to : to.email;
  const greeting = salutation(typeof to === 'string' ? null : to.name);
  const closing = `Met vriendelijke groet,\n${REGISTER.name}`;
  const text = [greeting, ...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), closing].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html lang="nl"><body>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(closing).replace('\n', '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: email, subject, text, html };
}
