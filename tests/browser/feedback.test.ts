// Feedback in Chromium against the real server (issue 34), in zh and en: nine characters are refused
// with the form's message and nothing is sent; ten or more are sent and listed as awaiting an answer;
// once a platform administrator answers, the list shows the answer. Screenshots in zh and en go to
// SHOTS_DIR when it is set.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { logIn, openPage, pageIn, platformWithBrowser, watchContractRefusals } from './platform.ts'

describe.skipIf(!hasChromium)('feedback in Chromium against the server', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)(
    'refuses under 10 characters, sends 10 or more (%s)',
    {
      timeout: 120_000,
    },
    async (lang) => {
      const { platform, browser } = held
      const page = await pageIn(browser, lang)
      const refused = watchContractRefusals(page)
      await logIn(page, platform)
      await openPage(page, `${platform.url}/account/feedback`)
      const form = page.getByTestId('feedback-form')
      await form.waitFor()
      let sent = 0
      page.on('request', (r) => {
        if (r.url().includes('/lfscada/feedback/add')) sent++
      })

      await page.getByTestId('feedback-content').fill('123456789')
      await page.getByTestId('feedback-submit').click()
      await form
        .getByText(lang === 'zh' ? '反馈内容至少 10 个字' : 'Feedback needs at least 10 characters')
        .waitFor()
      await shotIfAsked(page, `feedback-short-${lang}`)
      expect(sent).toBe(0)

      const text = `${lang === 'zh' ? '曲线页面加载很慢，请优化' : 'The curve page loads slowly'} ${randomUUID().slice(0, 6)}`
      await page.getByTestId('feedback-content').fill(text)
      const answered = page.waitForResponse((r) => r.url().includes('/lfscada/feedback/add'))
      await page.getByTestId('feedback-submit').click()
      expect((await (await answered).json()).code).toBe(200)
      const row = page.getByTestId('feedback-list').locator('tr', { hasText: text })
      await row.getByText(lang === 'zh' ? '待回复' : 'Awaiting an answer').waitFor()

      const id = await platform.db
        .selectFrom('feedback')
        .select('id')
        .where('content', '=', text)
        .executeTakeFirstOrThrow()
      const answer = lang === 'zh' ? '已安排在下个版本优化。' : 'Planned for the next release.'
      const reply = await page.request.post(`${platform.url}/lfscada/feedback/answer`, {
        data: { feedback: id.id, answer },
      })
      expect((await reply.json()).code).toBe(200)
      await page.reload()
      await page.getByTestId('feedback-list').locator('tr', { hasText: text }).getByText(answer).waitFor()
      await shotIfAsked(page, `feedback-answered-${lang}`)
      expect(refused).toEqual([])
    },
  )
})
