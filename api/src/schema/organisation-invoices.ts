/**
 * 'Facturen' of an organisation (issues 39 and 40): `organisationInvoices`, the actor's company's or
 * training provider's invoices in the page type 'Mijn facturen' uses, owner, filter, search, sort,
 * count and cut in SQL. One invoice (PDF, payment) is read through `invoice`, which finds the
 * invoices of the employee's organisation as its own (db/queries/invoices.ts).
 */
import { builder } from '../builder';
import { invoicePageOfOwner, type InvoiceFilters } from '../db/queries/invoice-list';
import { invoicesOfOrganisation } from '../db/queries/organisation-invoices';
import { INVOICE_STATUSES } from '../db/schema';
import { employeeActor } from '../tenancy/actor';
import { INVOICE_LIST, InvoicePageRef } from './invoice-list';
import { pageArgs, pageRequest } from './paging';

builder.queryField('organisationInvoices', (t) =>
  t.field({
    type: InvoicePageRef,
    authScopes: {
      $all: { $any: { companyEmployee: true, educatorEmployee: true }, confirmedOrganisation: true },
    },
    args: {
      ...pageArgs,
      status: t.arg.string({
        required: false,
        description: `Only this status: ${INVOICE_STATUSES.join(', ')}.`,
      }),
    },
    description:
      "One page of the organisation's invoices, newest first unless sorted otherwise; search looks in " +
      'the number and the lines (a collective invoice names each professional on its line).',
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, INVOICE_LIST);
      const filters: InvoiceFilters = { status: (args.status as InvoiceFilters['status']) ?? null };
      const actor = await employeeActor(context);
      const page = await invoicePageOfOwner(
        context.db,
        invoicesOfOrganisation(actor.organisation),
        request,
        filters,
      );
      // An organisation has no direct-debit mandate: every open invoice is paid through the payment page.
      return { ...page, nodes: page.nodes.map((row) => ({ ...row, collectedByDirectDebit: false })) };
    },
  }),
);
