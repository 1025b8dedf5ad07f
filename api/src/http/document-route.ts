/**
 * `POST /generate-dynamic-template` (SPEC section 7): documents made on request, signed in and with
 * the X-XSRF-TOKEN check, like GraphQL. Body `{ "template": "registerCard" }` answers the signed-in
 * professional's register card; `{ "template": "invoice", "uuid": "…" }` one of the user's own
 * invoices (another user's invoice answers like a missing one); `{ "template": "certificate", "uuid":
 * "<activity uuid>" }` the certificate of points a provider awarded the professional (issue 40). All
 * as PDF attachments; `{ "template": "employerStatement", "uuid": "<round uuid>" }` the prefilled
 * werkgeversverklaring of the professional's own re-registration round (issue 38).
 */
import { auditRequest } from '../audit/audit-context';
import { createRequestState, responseCookies, type AppServices } from '../context';
import { isUuid } from '../auth/one-time-tokens';
import type { Db } from '../db/connection';
import { findProfessionalByUserId } from '../db/queries/accounts';
import { activeMandateOf } from '../db/queries/direct-debit-mandates';
import { invoiceCustomerOf } from '../db/queries/invoice-customer';
import { findOwnInvoice, linesOf } from '../db/queries/invoices';
import { organisationCustomerOf } from '../db/queries/organisation-invoices';
import { cardOfProfessional } from '../db/queries/register-card';
import { fullName } from '../domain/names';
import { invoicePdf } from '../documents/invoice-pdf';
import { invoicePeriodText, periodOfInvoice } from '../domain/invoice-period';
import { registerCardPdf } from '../documents/register-card-pdf';
import { certificatePdf } from '../documents/certificate-pdf';
import { certificateOf } from '../db/queries/accreditations';
import { employerStatementPdf } from '../documents/employer-statement-pdf';
import { loadRoundContext, roundProgress } from '../db/queries/re-registration-workflow';
import { unitText } from '../domain/re-registration-progress';
import { formatDate } from '@portal/shared/format';
import { registerCardStatusText } from '../domain/register-card-status';
import { collectedByDirectDebit, INVOICE_STATUS_LABELS } from '../domain/invoice-status';
import { MESSAGES } from '../graphql-errors';
import type { ServerContext } from './client-address';
import { BODY_LIMITS, readBytesWithin } from './body-limit';
import { graphqlRefusal, json, withHeaders } from './responses';
import { publicCardUrl } from '../domain/public-card-url';

type DocumentBody = { template?: unknown; uuid?: unknown } | null;

export const DOCUMENT_TOO_LARGE_MESSAGE = 'Het verzoek is te groot. Er is geen document gemaakt.';

function parsedJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return null;
  }
}

function pdfAttachment(bytes: Uint8Array, filename: string): Response {
  return new Response(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

async function registerCardDocument(db: Db, userId: string, portalUrl: string): Promise<Response> {
  const professional = await findProfessionalByUserId(db, userId);
  const card = professional ? await cardOfProfessional(db, professional.id) : null;
  if (!card) return json({ message: 'Er is (nog) geen registerpas.' }, 404);
  const pdf = await registerCardPdf({
    name: fullName(card.user),
    registrationNumber: card.registration.registrationNumber,
    branch: card.period?.branchLabel ?? null,
    target: card.period?.target?.label ?? null,
    validUntil: card.period?.item.tillDate ?? null,
    statusText: registerCardStatusText(card),
    publicUrl: publicCardUrl(portalUrl, card.registration.publicId),
  });
  return pdfAttachment(pdf, 'registerpas.pdf');
}

async function certificateDocument(
  db: Db,
  user: { id: string; name: string },
  uuid: unknown,
  portalUrl: string,
): Promise<Response> {
  const professional = await findProfessionalByUserId(db, user.id);
  const row =
    professional && typeof uuid === 'string' && isUuid(uuid)
      ? await certificateOf(db, professional.id, uuid)
      : null;
  if (!row) return json({ message: 'Dit certificaat bestaat niet.' }, 404);
  const pdf = await certificatePdf({
    name: user.name,
    registrationNumber: row.registrationNumber,
    course: row.title,
    accreditationNumber: row.accreditationNumber,
    provider: row.provider,
    points: String(Number(row.points)).replace('.', ','),
    sessionDates:
      row.startsOn === row.endsOn
        ? formatDate(row.startsOn)
        : `${formatDate(row.startsOn)} tot en met ${formatDate(row.endsOn)}`,
    awardedOn: formatDate(row.awardedOn),
    publicUrl: row.publicId === null ? null : publicCardUrl(portalUrl, row.publicId),
  });
  return pdfAttachment(pdf, 'certificaat.pdf');
}

/** The prefilled werkgeversverklaring of the professional's own round (issue 38). */
async function employerStatementDocument(
  db: Db,
  user: { id: string; name: string },
  uuid: unknown,
): Promise<Response> {
  const professional = await findProfessionalByUserId(db, user.id);
  const roundId = typeof uuid === 'string' && isUuid(uuid) ? uuid : null;
  const round = professional && roundId ? await loadRoundContext(db, professional.id, roundId) : null;
  if (!round) return json({ message: 'Deze herregistratie bestaat niet.' }, 404);
  const progress = await roundProgress(db, round);
  const hours = progress.categories
    .filter((line) => line.isWorkExperience)
    .reduce((total, line) => total + line.achieved, 0);
  const pdf = await employerStatementPdf({
    name: user.name,
    registrationNumber: round.registration.registrationNumber,
    periodText: `${formatDate(round.period.fromDate!)} tot en met ${formatDate(round.period.tillDate ?? round.deadline)}`,
    hoursText: unitText(hours, 'hours'),
  });
  return pdfAttachment(pdf, 'werkgeversverklaring.pdf');
}

async function invoiceDocument(db: Db, user: { id: string; name: string }, uuid: unknown): Promise<Response> {
  const invoice = typeof uuid === 'string' && isUuid(uuid) ? await findOwnInvoice(db, user.id, uuid) : null;
  if (!invoice) return json({ message: 'Deze factuur bestaat niet.' }, 404);
  // An organisation's invoice (issues 39 and 40) is addressed to the organisation, never collected.
  const organisation = invoice.userId ? null : await organisationCustomerOf(db, invoice);
  const [lines, mandate, customer] = await Promise.all([
    linesOf(db, invoice.id),
    organisation ? null : activeMandateOf(db, user.id),
    organisation
      ? { addressLines: organisation.addressLines, registrationNumber: null }
      : invoiceCustomerOf(db, user.id),
  ]);
  const period = periodOfInvoice(invoice);
  const pdf = await invoicePdf({
    number: invoice.number,
    date: invoice.createdAt,
    dueDate: invoice.dueDate,
    statusLabel: INVOICE_STATUS_LABELS[invoice.status],
    customerName: organisation ? organisation.name : user.name,
    customerAddress: customer.addressLines,
    registrationNumber: customer.registrationNumber,
    periodText: period ? invoicePeriodText(period) : null,
    lines,
    collectedByDirectDebit: collectedByDirectDebit(invoice.status, mandate !== null),
  });
  return pdfAttachment(pdf, `factuur-${invoice.number}.pdf`);
}

export async function handleDynamicTemplate(
  request: Request,
  serverContext: ServerContext | undefined,
  services: AppServices,
): Promise<Response> {
  // Signed in and checked before a byte of the body is read, and then no more than a small limit.
  const state = await createRequestState(request, serverContext, services, 'portal');
  const cookies = responseCookies(state).map((cookie): [string, string] => ['set-cookie', cookie]);
  if (!state.session) return withHeaders(graphqlRefusal(MESSAGES.unauthenticated, 401), cookies);
  if (!state.xsrfValid) return withHeaders(graphqlRefusal(MESSAGES.xsrf, 419), cookies);
  const read = await readBytesWithin(request, BODY_LIMITS.document);
  if ('tooLarge' in read) return json({ message: DOCUMENT_TOO_LARGE_MESSAGE }, 413);
  const body = parsedJson(read.bytes) as DocumentBody;
  if (
    body?.template !== 'registerCard' &&
    body?.template !== 'invoice' &&
    body?.template !== 'certificate' &&
    body?.template !== 'employerStatement'
  ) {
    return json({ message: 'Dit document kan niet worden gemaakt.' }, 501);
  }
  const db = services.database.db;
  const user = state.session.user;
  let response: Response;
  if (body.template === 'registerCard') {
    response = await registerCardDocument(db, user.id, services.config.portalUrl);
  } else if (body.template === 'employerStatement') {
    response = await employerStatementDocument(db, { id: user.id, name: fullName(user) }, body.uuid);
  } else if (body.template === 'certificate') {
    response = await certificateDocument(
      db,
      { id: user.id, name: fullName(user) },
      body.uuid,
      services.config.portalUrl,
    );
  } else {
    response = await invoiceDocument(db, { id: user.id, name: fullName(user) }, body.uuid);
  }
  // Who took which document, also while staff look along (issue 41: every file download).
  auditRequest(state, {
    event: 'document_download',
    outcome: response.status === 200 ? 'success' : 'failure',
    target:
      body.template === 'registerCard'
        ? 'registerCard'
        : `${body.template === 'certificate' || body.template === 'employerStatement' ? body.template : 'invoice'}:${String(body.uuid ?? '')}`,
  });
  return response;
}
