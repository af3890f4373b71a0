// Invoice applications (issue 33): an account applies on paid orders (its own, or the enterprise's with
// `manage_wallet`), lists its own and the enterprise's; the platform operator lists every enterprise's and
// issues or refuses each once. README "Invoices" has the choices.
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import { applyInvoice, handleInvoice, invoicePage } from '../commerce/invoices.ts'
import { endpoint } from './endpoint.ts'

export const invoiceRoutes = [
  endpoint('invoice/apply', {
    summary:
      'apply for an invoice on paid orders: 3002 none chosen or unpaid, 3003 already invoiced, 3001 under 500 yuan',
    auth: 'user',
    idFields: { orderIds: 'order' },
    handler: ({ body, caller, s, now }) => applyInvoice(s.db, caller, body, now),
  }),

  endpoint('invoice/query', {
    summary: 'a page of the enterprise’s invoice applications, newest first (filter by state)',
    auth: 'manage_wallet',
    handler: ({ body, caller, s }) => invoicePage(s.db, { orgId: caller.orgId }, body),
  }),

  endpoint('invoice/mine', {
    summary: 'a page of the caller’s own invoice applications, newest first (filter by state)',
    auth: 'user',
    handler: ({ body, caller, s }) =>
      invoicePage(s.db, { orgId: caller.orgId, accountId: caller.accountId }, body),
  }),

  endpoint('invoice/all', {
    summary: 'the platform operator: a page of every enterprise’s invoice applications (filter by state)',
    auth: PLATFORM_ADMIN_KEY,
    handler: ({ body, s }) => invoicePage(s.db, {}, body),
  }),

  endpoint('invoice/handle', {
    summary: 'the platform operator issues or refuses (with a reason) an application, once (3004)',
    auth: PLATFORM_ADMIN_KEY,
    handler: ({ body, caller, s, now }) => handleInvoice(s.db, caller, body, now),
  }),
]
