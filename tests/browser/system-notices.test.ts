// System notices in Chromium against the real server (issue 34), in zh and en: with every message read,
// a platform administrator publishes a notice; it arrives live in the message centre's System notice tab
// and the header badge shows 1, without a reload; its detail (/msg/detail/all/notice/public/{id}) draws
// the rich text with the markup the allow-list keeps and nothing it refuses. Screenshots in zh and en go
// to SHOTS_DIR when it is set.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { logIn, openPage, pageIn, platformWithBrowser, watchContractRefusals } from './platform.ts'

describe.skipIf(!hasChromium)('system notices in Chromium against the server', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'a published notice arrives live with the badge (%s)',
    {
      timeout: 120_000,
    },
    async (lang) => {
      const { platform, browser } = held
      const page = await pageIn(browser, lang)
      const refused = watchContractRefusals(page)
      await logIn(page, platform)
      await openPage(page, `${platform.url}/msg/messageAll?tab=notice`)
      await page.getByTestId('message-centre').waitFor()
      const readAll = page.waitForResponse((r) => r.url().includes('/lfscada/msg/allMarkAsRead'))
      await page.getByTestId('mark-all-read').click()
      await readAll
      const badge = page.getByTestId('unread-badge')
      await expect.poll(async () => (await badge.locator('.ant-badge-count').count()) === 0).toBe(true)

      const title = `${lang === 'zh' ? '停机检修通知' : 'Planned maintenance'} ${randomUUID().slice(0, 6)}`
      const content =
        lang === 'zh'
          ? '<p>本周六 <b>22:00</b> 至 24:00 平台停机维护。<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>'
          : '<p>The platform is down for maintenance on Saturday from <b>22:00</b> to 24:00.<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>'
      const answer = await page.request.post(`${platform.url}/lfscada/notice/add`, {
        data: { title, content, audience: 'all' },
      })
      expect((await answer.json()).code).toBe(200)

      const row = page.getByTestId('message-centre').locator('tr', { hasText: title })
      await row.waitFor()
      await expect.poll(async () => (await badge.textContent())?.trim()).toBe('1')
      await shotIfAsked(page, `notice-arrived-${lang}`)

      await row.getByTestId('message-title').click()
      const detail = page.getByTestId('notice-detail')
      await detail.waitFor()
      await expect.poll(() => page.url()).toContain('/msg/detail/all/notice/public/')
      await detail.locator('b', { hasText: '22:00' }).waitFor()
      expect(await detail.locator('script, [onerror]').count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
      await shotIfAsked(page, `notice-detail-${lang}`)
      expect(refused).toEqual([])
    },
  )
})
