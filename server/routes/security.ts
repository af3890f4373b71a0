// Account security (`/org/SecurityMessageAction!…action`, spec §7): the signed-in user proves who they
// are (a code to their phone or e-mail, their security answers, or their password) and gets a ticket
// valid 10 minutes; with it they set a new password, phone, e-mail or security questions.
import { Code } from '../../core/i18n/codes.ts'
import { AVATAR_LIMIT_BYTES } from '../../core/validation/limits.ts'
import { SNIFFED_MIME } from '../../schemas/api/asset.ts'
import { Empty } from '../../schemas/api/common.ts'
import { AVATAR_FORMATS, AvatarBody } from '../../schemas/api/security.ts'
import { guardedCheck, setOwnPassword } from '../auth/account-changes.ts'
import { assertPasswordRules, verifyPassword } from '../auth/passwords.ts'
import { answersMatch, PRESET_QUESTIONS, questionTexts, storedQuestions } from '../auth/questions.ts'
import { checkCode, issueTicket, redeemTicket, sendCode } from '../auth/verification.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { assertTelFree } from '../org/accounts.ts'
import type { Services } from '../services.ts'
import type { Caller } from '../tenancy/caller.ts'
import { checkUpload } from '../uploads/check-upload.ts'
import { type AccountRow, accountView, maskEmail, maskTel } from '../views/account.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const action = (name: string) => `org/SecurityMessageAction!${name}.action`
const PURPOSE = 'security'
const AVATAR_RULE = {
  field: 'file',
  accepted: AVATAR_FORMATS,
  limitBytes: AVATAR_LIMIT_BYTES,
  strictlyUnder: true,
}

const me = (s: Services, caller: Caller): Promise<AccountRow> =>
  s.db.selectFrom('accounts').selectAll().where('id', '=', caller.accountId).executeTakeFirstOrThrow()

const owner = (caller: Caller) => ({ id: caller.accountId, orgId: caller.orgId })

/** Any ticket this user got from one of the validate calls. */
const requireTicket = (s: Services, caller: Caller, ticket: string) =>
  redeemTicket(s, PURPOSE, ticket, { accountId: caller.accountId, spend: false })

async function updateMe(s: Services, caller: Caller, what: string, fields: Partial<AccountRow>, now: number) {
  await s.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', caller.accountId)
      .executeTakeFirstOrThrow()
    const after = await trx
      .updateTable('accounts')
      .set({ ...fields, updatedAt: now })
      .where('id', '=', caller.accountId)
      .returningAll()
      .executeTakeFirstOrThrow()
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'account',
      objectId: caller.accountId,
      action: what,
      before: accountView(before),
      after: accountView(after),
    })
  })
}

export const securityRoutes = [
  endpoint('org/SecurityMessageAction!getUserMessage.action', {
    summary: 'what the user has set up: masked phone and e-mail, questions, WeChat, avatar',
    auth: 'user',
    handler: async ({ caller, s }) => {
      const row = await me(s, caller)
      return {
        loginname: row.loginname,
        tel: maskTel(row.tel),
        email: maskEmail(row.email),
        hasQuestions: questionTexts(row.securityQuestions).length > 0,
        wechatBound: row.wechatOpenId !== null,
        avatar: row.avatar ?? '',
        passwordChangedAt: row.passwordChangedAt,
      }
    },
  }),

  route({
    path: action('setAvatar'),
    summary: 'upload an avatar (multipart `file`: ico, jpg, png, gif or inert svg by content, under 100 KB)',
    bodySchema: AvatarBody,
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      const mime = SNIFFED_MIME[checkUpload(body.file, AVATAR_RULE)]
      const avatar = `data:${mime};base64,${Buffer.from(body.file.data).toString('base64')}`
      await updateMe(s, caller, 'avatar', { avatar }, now)
      return { avatar }
    },
  }),

  endpoint('org/SecurityMessageAction!getSMSCode.action', {
    summary: "send a code to the user's phone",
    auth: 'user',
    handler: async ({ caller, s }) => {
      const row = await me(s, caller)
      if (!row.tel) fail(Code.paramMissing, { field: 'tel' })
      await sendCode(s, owner(caller), PURPOSE, 'tel', row.tel)
      return { tel: maskTel(row.tel) }
    },
  }),

  endpoint('org/SecurityMessageAction!validateSmsVerifycode.action', {
    summary: 'check the phone code (1003 wrong or expired); answers a ticket',
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      await checkCode(s, caller.accountId, PURPOSE, 'tel', body.code)
      return { ticket: await issueTicket(s, owner(caller), PURPOSE) }
    },
  }),

  route({
    path: action('getUserEmail'),
    summary: "the user's masked e-mail",
    bodySchema: Empty,
    auth: 'user',
    handler: async ({ caller, s }) => ({ email: maskEmail((await me(s, caller)).email) }),
  }),

  endpoint('org/SecurityMessageAction!getEmailCode.action', {
    summary: "send a code to the user's e-mail, or with a ticket to a new e-mail being set",
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      if (body.email !== undefined) {
        if (!body.ticket) fail(Code.paramMissing, { field: 'ticket' })
        await requireTicket(s, caller, body.ticket)
        await sendCode(s, owner(caller), 'newEmail', 'email', body.email)
        return { email: maskEmail(body.email) }
      }
      const row = await me(s, caller)
      if (!row.email) fail(Code.paramMissing, { field: 'email' })
      await sendCode(s, owner(caller), PURPOSE, 'email', row.email)
      return { email: maskEmail(row.email) }
    },
  }),

  endpoint('org/SecurityMessageAction!validateEmailForChangePwd.action', {
    summary: 'check the e-mail code (1003 wrong or expired); answers a ticket',
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      await checkCode(s, caller.accountId, PURPOSE, 'email', body.code)
      return { ticket: await issueTicket(s, owner(caller), PURPOSE) }
    },
  }),

  endpoint('org/SecurityMessageAction!getUserSecurityQuestion.action', {
    summary: "the user's security questions",
    auth: 'user',
    handler: async ({ caller, s }) => ({ questions: questionTexts((await me(s, caller)).securityQuestions) }),
  }),

  endpoint('org/SecurityMessageAction!validateQuestionForChangePwd.action', {
    summary: 'check the answers (1003 wrong, 1005 after 5 wrong); answers a ticket',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      const row = await me(s, caller)
      await guardedCheck(s.db, `question:${row.id}`, now, s.config.lockout, Code.verifyCodeWrong, () =>
        answersMatch(row.securityQuestions, body.answers),
      )
      return { ticket: await issueTicket(s, owner(caller), PURPOSE) }
    },
  }),

  endpoint('org/SecurityMessageAction!validateOldPwdForChangePwd.action', {
    summary: 'check the current password (1001 wrong, counts towards the login lock); answers a ticket',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      const row = await me(s, caller)
      await guardedCheck(s.db, row.loginname, now, s.config.lockout, Code.wrongCredentials, () =>
        verifyPassword(row.passwordHash, body.password),
      )
      return { ticket: await issueTicket(s, owner(caller), PURPOSE) }
    },
  }),

  endpoint('org/SecurityMessageAction!setPwd.action', {
    summary: 'set a new password with a ticket (spends it); other sessions end',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      assertPasswordRules(body.password, body.confirm)
      await redeemTicket(s, PURPOSE, body.ticket, { accountId: caller.accountId, spend: true })
      await setOwnPassword(s.db, actorOf(caller), { ...body, keepTokenHash: caller.tokenHash }, now)
      return null
    },
  }),

  endpoint('org/SecurityMessageAction!getSMSCodeForNew.action', {
    summary: 'with a ticket, send a code to a new phone number (1016 if taken)',
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      await requireTicket(s, caller, body.ticket)
      await assertTelFree(s.db, body.tel, caller.accountId)
      await sendCode(s, owner(caller), 'newTel', 'tel', body.tel)
      return { tel: maskTel(body.tel) }
    },
  }),

  endpoint('org/SecurityMessageAction!setTel.action', {
    summary: 'with a ticket and the code sent to it, set the new phone number',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      await requireTicket(s, caller, body.ticket)
      const { target } = await checkCode(s, caller.accountId, 'newTel', 'tel', body.code)
      if (target !== body.tel) fail(Code.verifyCodeWrong)
      await assertTelFree(s.db, body.tel, caller.accountId)
      await updateMe(s, caller, 'tel', { tel: body.tel }, now)
      return { tel: maskTel(body.tel) }
    },
  }),

  endpoint('org/SecurityMessageAction!setEmail.action', {
    summary: 'with a ticket and the code sent to it, set the new e-mail',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      await requireTicket(s, caller, body.ticket)
      const { target } = await checkCode(s, caller.accountId, 'newEmail', 'email', body.code)
      if (target !== body.email) fail(Code.verifyCodeWrong)
      await updateMe(s, caller, 'email', { email: body.email }, now)
      return { email: maskEmail(body.email) }
    },
  }),

  endpoint('org/SecurityMessageAction!getQuestions.action', {
    summary: 'the preset security questions to choose from',
    auth: 'user',
    handler: async () => [...PRESET_QUESTIONS],
  }),

  endpoint('org/SecurityMessageAction!setSecrecyMessage.action', {
    summary: 'with a ticket, set one to three security questions and answers',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      await requireTicket(s, caller, body.ticket)
      await updateMe(
        s,
        caller,
        'questions',
        { securityQuestions: await storedQuestions(body.questions) },
        now,
      )
      return { questions: body.questions.map((q) => q.question) }
    },
  }),
]
