// Invitations in Chromium against the real server (issue 34), in zh and en: the administrator invites an
// internal account with a role at /manage/account/enroll and reads its code; the invitee opens
// /enroll/{code} without a session, proves a phone with the code from the outbox, sets a name and a
// password and signs in with the role's keys; the invitation is then listed as accepted. A used code
// shows the "link does not work" page. Screenshots in zh and en go to SHOTS_DIR when it is set.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { logIn, OK, openPage, pageIn, platformWithBrowser, watchContractRefusals } from './platform.ts'
import { pickOption } from './select.ts'

const PASSWORD = 'Plant!2026x'
const KEY = 'monitor_multi_designer_alarm'

describe.skipIf(!hasChromium)('invitations in Chromium against the server', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'invites, accepts at /enroll/{code} and signs in with the role (%s)',
    {
      timeout: 180_000,
    },
    async (lang) => {
      const { platform, browser } = held
      const suffix = randomUUID().slice(0, 6)
      const admin = await platform.db
        .selectFrom('accounts')
        .select(['orgId'])
        .where('loginname', '=', 'admin')
        .executeTakeFirstOrThrow()
      const roleName = `Viewer ${suffix}`
      await platform.db
        .insertInto('roles')
        .values({
          id: randomUUID(),
          orgId: admin.orgId,
          uuid: `viewer-${suffix}`,
          name: roleName,
          auths: JSON.stringify([KEY]),
          remark: '',
          createdAt: Date.now(),
          updatedAt: Date.now(),
        })
        .execute()

      const page = await pageIn(browser, lang)
      const refused = watchContractRefusals(page)
      await logIn(page, platform)
      await openPage(page, `${platform.url}/manage/account/enroll`)
      await page.getByTestId('invitation-list').waitFor()
      await page.getByTestId('invite-add').click()
      const form = page.getByTestId('invite-form')
      await pickOption(page, form.getByTestId('invite-role'), roleName)
      await form.getByTestId('invite-remark').fill(`for ${suffix}`)
      const lists = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      await expect.poll(() => lists.count()).toBe(0)
      await shotIfAsked(page, `invite-dialog-${lang}`)
      await page.getByRole('dialog').getByRole('button', { name: OK }).click()
      const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? ''
      expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/)
      await expect
        .poll(async () => page.getByTestId('invite-link').textContent())
        .toContain(`/enroll/${code}`)
      await shotIfAsked(page, `invite-made-${lang}`)
      await page.getByRole('dialog').getByRole('button', { name: OK }).click()
      const row = page.getByTestId('invitation-list').locator('tr', { hasText: code })
      await row.getByTestId('invite-state-pending').waitFor()
      await shotIfAsked(page, `invite-list-${lang}`)

      // the invitee, without a session
      const invitee = await pageIn(browser, lang)
      const inviteeRefused = watchContractRefusals(invitee)
      await invitee.goto(`${platform.url}/enroll/${code}`)
      await invitee.getByTestId('enroll-form').waitFor()
      await invitee.getByText(roleName).waitFor()
      const loginname = `inv${suffix}${lang}`
      const tel = `1380${Date.now() % 1_000_000}`.padEnd(11, '7').slice(0, 11)
      await invitee.getByTestId('enroll-loginname').fill(loginname)
      await invitee.getByTestId('enroll-password').fill(PASSWORD)
      await invitee.getByTestId('enroll-confirm').fill(PASSWORD)
      await invitee.getByTestId('enroll-target').fill(tel)
      await invitee.getByTestId('enroll-send').click()
      const sent = async () =>
        (
          await platform.db
            .selectFrom('notificationOutbox')
            .select('body')
            .where('recipient', '=', tel)
            .executeTakeFirst()
        )?.body ?? ''
      await expect.poll(sent, { timeout: 30_000 }).toMatch(/\d{6}/)
      const verifyCode = /\b(\d{6})\b/.exec(await sent())?.[1] ?? ''
      await invitee.getByTestId('enroll-code').fill(verifyCode)
      await shotIfAsked(invitee, `enroll-form-${lang}`)
      await invitee.getByTestId('enroll-submit').click()
      await invitee.getByTestId('enroll-done').waitFor()
      await shotIfAsked(invitee, `enroll-done-${lang}`)

      // it signs in, with its role's keys
      await logIn(invitee, platform, { loginname, password: PASSWORD })
      const info = await (await invitee.request.get(`${platform.url}/lfscada/user/info`)).json()
      expect(info.data.loginname).toBe(loginname)
      expect(info.data.auths).toContain(KEY)

      // listed as accepted, by the new account; the code no longer works
      await page
        .getByTestId('invite-filter')
        .getByText(lang === 'zh' ? '已接受' : 'Accepted')
        .click()
      await page
        .getByTestId('invitation-list')
        .locator('tr', { hasText: code })
        .getByText(loginname)
        .waitFor()
      const used = await pageIn(browser, lang)
      await used.goto(`${platform.url}/enroll/${code}`)
      await used.getByTestId('enroll-invalid').waitFor()
      await shotIfAsked(used, `enroll-invalid-${lang}`)
      expect(refused).toEqual([])
      expect(inviteeRefused).toEqual([])
    },
  )
})
