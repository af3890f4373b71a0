import { describe, expect, it } from 'vitest'
import { hasChromium } from './browser.ts'
import { dismissReminders, logIn, newPage, platformWithBrowser } from './platform.ts'

describe.skipIf(!hasChromium)('shell in Chromium against the server', () => {
  const env = platformWithBrowser()

  it('sends / and /login.jsp to the login page, unknown paths to 404', async () => {
    const page = await newPage(env.browser)
    await page.goto(`${env.platform.url}/`)
    await page.getByTestId('login-form').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.goto(`${env.platform.url}/login.jsp`)
    await page.waitForURL('**/login')
    await page.goto(`${env.platform.url}/no/such/page`)
    await page.getByTestId('not-found').waitFor()
    expect(new URL(page.url()).pathname).toBe('/404')
  })

  it('a guarded route without a session goes to /login', async () => {
    const page = await newPage(env.browser)
    await page.goto(`${env.platform.url}/msg/messageAll`)
    await page.waitForURL('**/login')
  })

  it('shows an error for wrong credentials and stays on the login page', async () => {
    const page = await newPage(env.browser)
    await page.goto(`${env.platform.url}/login`)
    await page.getByTestId('login-name').fill('admin')
    await page.getByTestId('login-password').fill('Wrong@2026x')
    await page.getByTestId('login-submit').click()
    await page.getByText('用户名或密码错误').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('logs in with the seeded admin, shows the areas and menus, switches language and back', async () => {
    const page = await newPage(env.browser)
    await logIn(page, env.platform)
    const top = page.getByTestId('top-menu')
    for (const area of ['管理后台', '监控中心', '账号中心', '消息中心']) await top.getByText(area).waitFor()
    await page.getByTestId('side-menu').getByText('设备中心').waitFor()

    await page.getByTestId('lang-switch').getByText('English').click()
    for (const area of ['Manage', 'Monitor', 'Account', 'Messages']) await top.getByText(area).waitFor()
    await page.getByTestId('side-menu').getByText('Equipment centre').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('lfscada.lang'))).toBe('en')

    // The choice survives a reload.
    await page.reload()
    await page.getByTestId('top-menu').getByText('Monitor').waitFor()
    await dismissReminders(page)
    await page.getByTestId('lang-switch').getByText('中文').click()
    await page.getByTestId('top-menu').getByText('监控中心').waitFor()
  })

  it('opens the message centre with its tabs', async () => {
    const page = await newPage(env.browser)
    await logIn(page, env.platform)
    await page.goto(`${env.platform.url}/msg/messageAll`)
    const centre = page.getByTestId('message-centre')
    for (const tab of ['全部', '报警', '工单', '系统公告'])
      await centre.getByRole('tab', { name: tab }).waitFor()
  })

  it("a user without a route's permission key sees noAuth, and no menu entry for it", async () => {
    const viewer = { loginname: 'viewer1', password: 'Viewer@2026' }
    const role = await env.platform.db
      .selectFrom('roles')
      .select('id')
      .where('uuid', '=', 'viewer')
      .executeTakeFirstOrThrow()
    const admin = await newPage(env.browser)
    await logIn(admin, env.platform)
    const answer = await admin.evaluate(
      async (body) => {
        const res = await fetch('/lfscada/account/add', { method: 'POST', body: new URLSearchParams(body) })
        return res.json()
      },
      { ...viewer, kind: 'internal', roleId: role.id, tel: '13800000001' },
    )
    expect(answer.code).toBe(200)

    const page = await newPage(env.browser)
    await logIn(page, env.platform, viewer)
    await page.goto(`${env.platform.url}/account/security/sms`)
    await page.getByTestId('account-security').waitFor()
    await page.getByTestId('side-menu').getByText('个性设置').waitFor()
    expect(await page.getByTestId('side-menu').getByText('操作日志').count()).toBe(0)
    await page.goto(`${env.platform.url}/account/log`)
    await page.getByTestId('no-auth').waitFor()
    expect(new URL(page.url()).pathname).toBe('/noAuth')

    // The administrator holds the key and sees the log.
    await admin.goto(`${env.platform.url}/account/log`)
    await admin.getByTestId('operation-log').waitFor()
  })

  it('logs out back to the login page', async () => {
    const page = await newPage(env.browser)
    await logIn(page, env.platform)
    await page.getByTestId('user-menu').hover()
    await page.getByText('退出登录').click()
    await page.waitForURL('**/login')
    await page.goto(`${env.platform.url}/msg/messageAll`)
    await page.waitForURL('**/login')
  })
})
