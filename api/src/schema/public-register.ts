/**
 * 'Openbaar register' (issue 39): a public lookup, no account needed, by registration number or by
 * last name and town. It answers exactly the public fields of DOMAIN.md and says a registration's
 * state in words (a struck-off or ended registration says so). Lookups are limited per client
 * address and hour, the way account creation is (hourly-window.ts).
 */
import { builder, PUBLIC_FIELD } from '../builder';
import {
  countPublicLookup,
  searchPublicRegister,
  PUBLIC_REGISTER_MAX_RESULTS,
  type PublicRegisterRow,
} from '../db/queries/public-register';
import { fullNameAbbreviated } from '../domain/names';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { todayInNetherlands } from '../domain/dates';

/** Lookups one client address may make an hour. */
export const PUBLIC_REGISTER_LOOKUPS_PER_HOUR = 60;

export const PUBLIC_REGISTER_MESSAGES = {
  throttled: 'Je hebt het register het afgelopen uur te vaak doorzocht. Probeer het later opnieuw.',
  missing: 'Vul een registratienummer in, of een achternaam.',
} as const;

/** The registration's state in words, never only by colour. */
export function publicStatusText(row: PublicRegisterRow): string {
  const today = todayInNetherlands();
  if (row.measureType === 'doorhaling')
    return 'Doorgehaald: deze registratie is door een tuchtmaatregel beëindigd.';
  if (row.measureType === 'schorsing') return 'Geschorst: deze registratie is tijdelijk geschorst.';
  switch (row.status) {
    case 'approved':
      return row.validUntil && row.validUntil < today
        ? 'Verlopen: deze registratie is niet meer geldig.'
        : 'Geregistreerd: deze registratie is geldig.';
    case 'expired':
      return 'Verlopen: deze registratie is niet meer geldig.';
    case 'unsubscribed':
      return 'Beëindigd: deze professional is uitgeschreven.';
    default:
      return 'Niet geregistreerd.';
  }
}

const MeasureRef = builder
  .objectRef<{ label: string; startsAt: string | null; endsAt: string | null }>('PublicRegisterMeasure')
  .implement({
    fields: (t) => ({
      label: t.exposeString('label'),
      startsAt: t.field({ type: 'Date', nullable: true, resolve: (row) => row.startsAt }),
      endsAt: t.field({ type: 'Date', nullable: true, resolve: (row) => row.endsAt }),
    }),
  });

const EntryRef = builder.objectRef<PublicRegisterRow>('PublicRegisterEntry').implement({
  description: 'What the public register shows of a professional (DOMAIN.md), nothing more.',
  fields: (t) => ({
    name: t.string({ resolve: (row) => fullNameAbbreviated(row) }),
    initials: t.exposeString('initials', { nullable: true }),
    registrationNumber: t.exposeString('registrationNumber'),
    chamber: t.exposeString('chamber', { nullable: true }),
    target: t.exposeString('target', { nullable: true }),
    status: t.string({ description: 'The state in words.', resolve: publicStatusText }),
    isValid: t.boolean({
      resolve: (row) => publicStatusText(row).startsWith('Geregistreerd'),
    }),
    registeredOn: t.field({ type: 'Date', nullable: true, resolve: (row) => row.registeredOn }),
    measure: t.field({
      type: MeasureRef,
      nullable: true,
      description: 'A measure in force today, with its period.',
      resolve: (row) =>
        row.measureLabel
          ? { label: row.measureLabel, startsAt: row.measureStartsAt, endsAt: row.measureEndsAt }
          : null,
    }),
  }),
});

const ResultRef = builder
  .objectRef<{
    entries: PublicRegisterRow[];
    totalCount: number;
    throttled: boolean;
    message: string | null;
  }>('PublicRegisterResult')
  .implement({
    fields: (t) => ({
      entries: t.field({ type: [EntryRef], resolve: (row) => row.entries }),
      totalCount: t.exposeInt('totalCount', {
        description: `Everyone found; at most ${PUBLIC_REGISTER_MAX_RESULTS} are shown.`,
      }),
      throttled: t.exposeBoolean('throttled'),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

builder.queryField('publicRegister', (t) =>
  t.field({
    type: ResultRef,
    extensions: PUBLIC_FIELD,
    description:
      'The public register lookup: by registration number, or by last name (and town). Limited per client and hour.',
    args: {
      registrationNumber: t.arg.string({ required: false }),
      lastName: t.arg.string({ required: false }),
      town: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, {
        registrationNumber: 'nullable|max:32',
        lastName: 'nullable|max:255',
        town: 'nullable|max:255',
      });
      const number = args.registrationNumber?.trim() || null;
      const lastName = args.lastName?.trim() || null;
      if (!number && !lastName)
        throwValidationError({ registrationNumber: [PUBLIC_REGISTER_MESSAGES.missing] });
      const lookups = await countPublicLookup(
        context.db,
        context.state.clientIp,
        PUBLIC_REGISTER_LOOKUPS_PER_HOUR,
      );
      if (lookups > PUBLIC_REGISTER_LOOKUPS_PER_HOUR)
        return { entries: [], totalCount: 0, throttled: true, message: PUBLIC_REGISTER_MESSAGES.throttled };
      const page = await searchPublicRegister(
        context.db,
        number ? { registrationNumber: number } : { lastName: lastName!, town: args.town?.trim() || null },
      );
      return { entries: page.nodes, totalCount: page.totalCount, throttled: false, message: null };
    },
  }),
);
