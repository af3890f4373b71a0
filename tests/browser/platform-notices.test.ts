// The platform administrators' notices and feedback screens (issue 34), zh and en: a notice written for
// every enterprise is published and reaches the message centre; feedback sent by an account waits in the
// inbox's unanswered list and leaves it once answered.
import { describe, expect, it } from 'vitest'
import { hasChromium, shotIfAsked } from './browser.ts'
import { callAs, OK, openPage, platformWithBrowser, signedInPage, watchContractRefusals } from './platform.ts'

describe.skipIf(!hasChromium)('notices and feedback of the platform in Chromium', () => {
  const held = platformWithBrowser()

  it.each(['zh', 'en'] as const)('writes a notice and answers feedback (%s)', async (lang) => {
    const { platform, browser } = held
    const page = await signedInPage(browser, platform, lang)
    const refused = watchContractRefusals(page)
    const title = `Notice ${lang} ${Date.now()}`
    await openPage(page, `${platform.url}/manage/system/msg`)
    await page.getByTestId('notice-add').click()
    await page.getByTestId('notice-title').fill(title)
    await page.getByTestId('notice-text').fill('Maintenance tonight.\n\nThe <b>cloud</b> stays up.')
    await shotIfAsked(page, `notice-form-${lang}`)
    const saved = page.waitForResponse((r) => r.url().endsWith('/lfscada/notice/add'))
    await page.locator('.ant-modal').filter({ visible: true }).getByRole('button', { name: OK }).click()
    expect((await (await saved).json()).code).toBe(200)
    const row = page.getByTestId('system-notices').locator('tr', { hasText: title })
    await row.waitFor({ timeout: 30_000 })
    // the leader publishes a due notice; its message names the title
    await expect
      .poll(
        async () =>
          (await callAs(page, platform, 'notice/query', {})).list.find(
            (n: { title: string }) => n.title === title,
          )?.publishedAt,
        { timeout: 30_000 },
      )
      .toBeTypeOf('number')
    const stored = await platform.db
      .selectFrom('systemNotices')
      .select('content')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    expect(stored.content).toBe('<p>Maintenance tonight.</p><p>The &lt;b&gt;cloud&lt;/b&gt; stays up.</p>')
    await shotIfAsked(page, `notices-${lang}`)

    const text = `The export button is hard to find (${lang} ${Date.now()})`
    await callAs(page, platform, 'feedback/add', { content: text })
    await openPage(page, `${platform.url}/manage/system/feedback`)
    const item = page.getByTestId('feedback-inbox').locator('tr', { hasText: text })
    await item.getByTestId('feedback-answer-open').click({ timeout: 30_000 })
    await page.getByTestId('feedback-answer').fill('It is at the top right of the list.')
    await shotIfAsked(page, `feedback-answer-${lang}`)
    await page.locator('.ant-modal').filter({ visible: true }).getByRole('button', { name: OK }).click()
    await item.waitFor({ state: 'detached', timeout: 30_000 })
    const mine = await callAs(page, platform, 'feedback/query', {})
    expect(mine.list.find((f: { content: string }) => f.content === text)?.answer).toBe(
      'It is at the top right of the list.',
    )
    expect(refused).toEqual([])
  })
})
