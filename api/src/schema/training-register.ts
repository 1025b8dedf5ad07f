/**
 * Scholingsregister zoeken (issue 39, read from issue 40's accreditations): an employer searches the
 * approved, unexpired courses of every provider by text, chamber, provider, points and date, paged
 * in SQL. Only a course's public facts; nothing of who took part.
 */
import { builder } from '../builder';
import { registerCoursePage, type RegisterCourseRow, type RegisterSort } from '../db/queries/accreditations';
import { todayInNetherlands } from '../domain/dates';
import { pageArgs, pageRequest, pageType, type ListRules } from './paging';

const RegisterCourseRef = builder.objectRef<RegisterCourseRow>('RegisterCourse').implement({
  description: 'An accredited course in the training register.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    accreditationNumber: t.exposeString('accreditationNumber', { nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    chambers: t.exposeStringList('chambers'),
    form: t.exposeString('form'),
    points: t.float({ resolve: (row) => Number(row.points) }),
    contactHours: t.float({ resolve: (row) => Number(row.contactHours) }),
    validUntil: t.field({ type: 'Date', nullable: true, resolve: (row) => row.validUntil }),
    provider: t.exposeString('provider'),
    nextSession: t.field({
      type: 'Date',
      nullable: true,
      description: 'The first session from the chosen date (or today) on.',
      resolve: (row) => row.nextSession,
    }),
  }),
});

const REGISTER_LIST: ListRules<RegisterSort> = {
  sorts: ['title', 'points', 'provider'],
  defaultSort: 'title',
  defaultOrder: 'asc',
  filters: {
    chamber: 'nullable|max:60',
    provider: 'nullable|max:100',
    minPoints: 'nullable|numeric|min:0|max:1000',
    from: 'nullable|date',
  },
};

const RegisterCoursePageRef = pageType('RegisterCoursePage', RegisterCourseRef);

builder.queryField('trainingRegister', (t) =>
  t.field({
    type: RegisterCoursePageRef,
    description:
      'One page of the training register: approved, unexpired courses; search looks in title and description; filters on chamber, provider (part of the name), at least so many points and a session from a date on.',
    authScopes: { $all: { companyEmployee: true, confirmedOrganisation: true } },
    args: {
      ...pageArgs,
      chamber: t.arg.string({ required: false }),
      provider: t.arg.string({ required: false }),
      minPoints: t.arg.string({ required: false, description: 'At least so many points (a number).' }),
      from: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_root, args, context) => {
      const request = pageRequest(args, REGISTER_LIST);
      return registerCoursePage(
        context.db,
        request,
        {
          chamber: args.chamber?.trim() || null,
          provider: args.provider?.trim() || null,
          minPoints: args.minPoints ? Number(args.minPoints.replace(',', '.')) : null,
          from: args.from ?? null,
        },
        todayInNetherlands(),
      );
    },
  }),
);
