// The runtime page's slim header, in Chromium against the real server: the page's title, back, full
// screen, and for a user who may edit projects the way to the designer and to the projects; an
// embedding link hides it with ?header=0 and the page then starts at the window's top.
import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { demoPage } from './designer-steps.ts'
import { logIn, platformWithBrowser } from './platform.ts'

describe.skipIf(!hasChromium)('runtime header in Chromium', () => {
  const env = platformWithBrowser()

  it('shows the title and leads to the designer; ?header=0 hides it', async () => {
    const demo = await demoPage(env.platform)
    const context = await env.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await logIn(page, env.platform)
    const title = (
      await env.platform.db
        .selectFrom('pages')
        .select('title')
        .where('id', '=', demo.pageId)
        .executeTakeFirstOrThrow()
    ).title
    await page.goto(demo.runtimePath)
    const header = page.getByTestId('runtime-header')
    await header.getByRole('heading', { name: title }).waitFor()
    await header.getByRole('button', { name: '全屏' }).waitFor()
    await header.getByRole('button', { name: '返回' }).waitFor()
    const top = await page.getByTestId('runtime').boundingBox()
    expect(top?.y).toBe(40)

    await header.getByTestId('runtime-edit').click()
    await page.getByTestId('designer').waitFor()
    expect(new URL(page.url()).pathname).toBe(`/manage/project/${demo.projectId}/designer/${demo.pageId}`)

    await page.goto(`${demo.runtimePath}?header=0`)
    await page.getByTestId('runtime-page').waitFor()
    expect(await page.getByTestId('runtime-header').count()).toBe(0)
    expect((await page.getByTestId('runtime').boundingBox())?.y).toBe(0)
    await context.close()
  })
})
