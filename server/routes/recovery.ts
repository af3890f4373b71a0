// Password recovery without a session (routes `/findpwd`, spec §2, §4): name the account (behind the
// captcha), prove it by a code to its phone or e-mail or by its security answers, then set a new
// password within 10 minutes with the ticket the proof gave. Step 1 hands out a flow ticket the proof
// steps need, so they cannot be called by name alone to probe names or send messages past the captcha.
// Success ends every session and lifts a login lock.
import { Code } from '../../core/i18n/codes.ts'
import { guardedCheck, setOwnPassword } from '../auth/account-changes.ts'
import { requireCaptcha } from '../auth/login-limit.ts'
import { assertPasswordRules } from '../auth/passwords.ts'
import { answersMatch, questionTexts } from '../auth/questions.ts'
import { checkCode, issueTicket, redeemTicket, sendCode } from '../auth/verification.ts'
import { fail } from '../http/api-error.ts'
import type { Services } from '../services.ts'
import { type AccountRow, maskEmail, maskTel } from '../views/account.ts'
import { endpoint } from './endpoint.ts'

const PURPOSE = 'findpwd'
/** the ticket of step 1: names passed its captcha, serves the proof steps of that flow */
const FLOW = 'findpwd:account'

/** An enabled account by login name; 90003 otherwise (the same answer for unknown and disabled). */
async function accountNamed(s: Services, loginname: string): Promise<AccountRow> {
  const row = await s.db
    .selectFrom('accounts')
    .selectAll()
    .where('loginname', '=', loginname.trim())
    .executeTakeFirst()
  if (!row || row.disabled) fail(Code.noDataOrPermission)
  return row
}

/**
 * The account of a flow ticket from step 1, when it is the named one: 1021 otherwise, 1020 when
 * expired, before anything tells whether the name exists. `spend` ends the flow (its proof passed).
 */
async function flowAccount(
  s: Services,
  body: { loginname: string; ticket: string },
  spend = false,
): Promise<AccountRow> {
  const { accountId } = await redeemTicket(s, FLOW, body.ticket, { spend })
  const row = await s.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
  if (row?.loginname !== body.loginname.trim()) fail(Code.tokenInvalid)
  if (row.disabled) fail(Code.noDataOrPermission)
  return row
}

export const recoveryRoutes = [
  endpoint('user/findpwd/account', {
    summary:
      'step 1, behind the captcha: masked phone and e-mail, the questions, and the ticket step 2 needs',
    auth: 'public',
    handler: async ({ body, s, now }) => {
      // the captcha first, so names cannot be probed by machine
      requireCaptcha(s, body, now)
      const row = await accountNamed(s, body.loginname)
      return {
        ticket: await issueTicket(s, { id: row.id, orgId: row.orgId }, FLOW),
        loginname: row.loginname,
        tel: maskTel(row.tel),
        email: maskEmail(row.email),
        questions: questionTexts(row.securityQuestions),
      }
    },
  }),

  endpoint('user/findpwd/sendCode', {
    summary:
      "step 2a: a code to the phone or e-mail, with step 1's ticket (1020, 1021); 90010 within a minute",
    auth: 'public',
    handler: async ({ body, s }) => {
      const row = await flowAccount(s, body)
      const target = body.method === 'tel' ? row.tel : row.email
      if (!target) fail(Code.paramMissing, { field: body.method })
      await sendCode(s, { id: row.id, orgId: row.orgId }, PURPOSE, body.method, target)
      return { to: body.method === 'tel' ? maskTel(target) : maskEmail(target) }
    },
  }),

  endpoint('user/findpwd/validate', {
    summary:
      "step 2b: the code or the answers (1003, 1005), with step 1's ticket, spent if right; answers one",
    auth: 'public',
    handler: async ({ body, s, now }) => {
      const row = await flowAccount(s, body)
      if (body.method === 'question') {
        if (!body.answers) fail(Code.paramMissing, { field: 'answers' })
        const answers = body.answers
        await guardedCheck(s.db, `question:${row.id}`, now, s.config.lockout, Code.verifyCodeWrong, () =>
          answersMatch(row.securityQuestions, answers),
        )
      } else {
        if (!body.code) fail(Code.paramMissing, { field: 'code' })
        await checkCode(s, row.id, PURPOSE, body.method, body.code)
      }
      await flowAccount(s, body, true)
      return { ticket: await issueTicket(s, { id: row.id, orgId: row.orgId }, PURPOSE) }
    },
  }),

  endpoint('user/findpwd/reset', {
    summary: 'step 3: set the new password with the ticket (1020 expired, 1021 invalid)',
    auth: 'public',
    handler: async ({ body, s, now }) => {
      // A refused password leaves the ticket for the next try.
      assertPasswordRules(body.password, body.confirm)
      const { accountId } = await redeemTicket(s, PURPOSE, body.ticket, { spend: true })
      const row = await s.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
      const actor = { accountId: row.id, orgId: row.orgId, loginname: row.loginname }
      await setOwnPassword(s.db, actor, { password: body.password, confirm: body.confirm }, now)
      return null
    },
  }),
]
