// The public share view in a fresh browser (no login), against the real server with the demo site: the
// demo device shared with a password, its link opened; a wrong password is refused with the catalogue's
// text, the right one shows the device's live values, read-only. Screenshots zh and en.
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { platformWithBrowser } from './platform.ts'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-ops'

describe.skipIf(!hasChromium)('public share view in Chromium', () => {
  const held = platformWithBrowser({ edge: true })
  mkdirSync(SHOTS, { recursive: true })

  it('refuses a wrong password and shows live values after the right one', async () => {
    const { platform, browser } = held
    const device = await platform.db.selectFrom('devices').select(['id', 'orgId']).executeTakeFirstOrThrow()
    const { hashPassword } = await import('../../server/auth/passwords.ts')
    await platform.db
      .updateTable('devices')
      .set({ shared: 1, sharePasswordHash: await hashPassword('view2026') })
      .where('id', '=', device.id)
      .execute()
    const token = 'shareStandInToken0123456789'
    await platform.db
      .insertInto('shareLinks')
      .values({
        id: 'link-1',
        orgId: device.orgId,
        kind: 'equip',
        objectId: device.id,
        token,
        expiresAt: Date.now() + 86_400_000,
        revokedAt: null,
        creator: 'admin',
        createdAt: Date.now(),
        updatedAt: Date.now(),
      })
      // a retry reuses the link a failed try inserted
      .onConflict((oc) => oc.doNothing())
      .execute()
    for (const lang of ['zh', 'en'] as const) {
      const context = await browser.newContext({
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      })
      await context.addInitScript((l) => localStorage.setItem('lfscada.lang', l), lang)
      const page = await context.newPage()
      await page.goto(`${platform.url}/share/${token}`)
      await page.getByTestId('share-password').fill('wrong-one')
      await page.getByTestId('share-open').click()
      await page
        .getByTestId('share-error')
        .getByText(lang === 'zh' ? '访问密码错误' : 'Wrong access password')
        .waitFor()
      await page.screenshot({ path: `${SHOTS}/share-refused-${lang}.png` })
      await page.getByTestId('share-password').fill('view2026')
      await page.getByTestId('share-open').click()
      const temperature = page
        .getByTestId('share-device')
        .first()
        .locator('[data-testid^="share-value-"]')
        .first()
      await temperature.waitFor()
      await expect.poll(async () => temperature.textContent(), { timeout: 30_000 }).toMatch(/\d/)
      await page.screenshot({ path: `${SHOTS}/share-view-${lang}.png` })
      await context.close()
    }
  })
})
