// Picking an option of an antd Select as a user does, and seeing it picked. Under CI's load a click on an
// option during the list's opening or closing animation was sometimes lost (the list stayed open or the
// select stayed empty), so the pick waits for the last list to close, checks the select shows the option,
// and tries again, up to three times.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
  await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(0)
  await select.click()
  for (let attempt = 1; ; attempt++) {
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click()
    const picked = await expect
      .poll(async () => (await select.textContent()) ?? '', { timeout: 5_000 })
      .toContain(option)
      .then(
        () => true,
        () => false,
      )
    if (picked) return
    if (attempt === 3) throw new Error(`${option} was not picked`)
    if ((await open.count()) === 0) await select.click()
  }
}
