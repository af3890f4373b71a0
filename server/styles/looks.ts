// The login and main page editor's data (issue 34, `/style/edit/login|main/{id}`): a page's look (colours,
// texts in zh and en) and the login page's background and legal texts. Looks are JSON cells read
// leniently: a cell that no longer fits the schema reads as the default look, never breaks a list.
// The agreement and policy in rich text are cleaned here with the one allow-list (and again where shown).
import type { Selectable } from 'kysely'
import type { AgreementPolicyBody, StyleWebLoginBody } from '../../schemas/api/style.ts'
import {
  DEFAULT_LOOK,
  type LegalText,
  LegalText as LegalTextSchema,
  type LoginLook,
  NO_LEGAL_TEXT,
  type PageLook,
  PageLook as PageLookSchema,
} from '../../schemas/entities/style.ts'
import { check } from '../../schemas/validate.ts'
import { cleanHtml } from '../projects/rich-text.ts'
import type { Services } from '../services.ts'
import { parseJsonObject } from '../storage/json.ts'
import type { StyleTable } from '../storage/tables/styles.ts'
import type { Caller } from '../tenancy/caller.ts'
import { assertMayChange, change, checkLoginPath, imageChange, styleRow, uploadColumns } from './styles.ts'

type Row = Selectable<StyleTable>

export function lookOf(text: string): PageLook {
  const value = parseJsonObject(text)
  return check(PageLookSchema, value).ok ? (value as PageLook) : DEFAULT_LOOK
}

function legalOf(text: string): LegalText {
  const value = parseJsonObject(text)
  return check(LegalTextSchema, value).ok ? (value as LegalText) : NO_LEGAL_TEXT
}

export const loginLookOf = (row: Row, backgroundImage: string): LoginLook => ({
  ...lookOf(row.loginLook),
  backgroundImage,
  agreement: legalOf(row.agreement),
  policy: legalOf(row.policy),
})

/** The login page: its look, its background (upload or address) and its login path, in one change. */
export async function updateWebLogin(s: Services, caller: Caller, body: StyleWebLoginBody, now: number) {
  const upload = body.background && uploadColumns('background', body.background)
  return change(s, caller, now, 'updateWebLogin', body.id, async (trx) => {
    const row = await styleRow(trx, body.id)
    assertMayChange(caller, row)
    const webLoginPath =
      body.webLoginPath === undefined ? undefined : await checkLoginPath(trx, body.webLoginPath, body.id)
    await trx
      .updateTable('styles')
      .set({
        updatedAt: now,
        ...(body.look && { loginLook: JSON.stringify(body.look) }),
        ...(webLoginPath !== undefined && { webLoginPath }),
        ...(upload ?? imageChange(s.config.prefix, row, 'background', body.backgroundImage)),
      })
      .where('id', '=', body.id)
      .execute()
  })
}

/** Rich text cleaned with the one allow-list; plain text kept as typed (it is drawn as text). */
const cleaned = async (legal: LegalText): Promise<LegalText> =>
  legal.format === 'rich' ? { format: 'rich', text: await cleanHtml(legal.text) } : legal

export async function updateAgreementPolicy(
  s: Services,
  caller: Caller,
  body: AgreementPolicyBody,
  now: number,
) {
  const agreement = body.agreement && (await cleaned(body.agreement))
  const policy = body.policy && (await cleaned(body.policy))
  return change(s, caller, now, 'updateAgreementPolicy', body.id, async (trx) => {
    assertMayChange(caller, await styleRow(trx, body.id))
    await trx
      .updateTable('styles')
      .set({
        updatedAt: now,
        ...(agreement && { agreement: JSON.stringify(agreement) }),
        ...(policy && { policy: JSON.stringify(policy) }),
      })
      .where('id', '=', body.id)
      .execute()
  })
}
