// The root of every route that shows antd (all but the runtime pages): antd in the current language
// (zh_CN / en_US), antd's App for toasts and notifications (below the header, three at most), what the screens may use of the shell, and
// the leave warning. Loaded lazily (routes/shell-pages.tsx); dayjs and the page's language: BaseRoot.
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { addErrorTexts } from '../../../core/i18n/errors/load.ts'
import { LeaveWarning } from './LeaveWarning.tsx'
import { ScreenServicesProvider } from './ScreenServicesProvider.tsx'

/** antd's header height: toasts open below it, never over the language switch, bell and user menu. */
const HEADER_PX = 64
/**
 * Toasts and notifications (issue 31): below the header with a small gap, at most three at once (the
 * oldest gives way to a newer one), so an alarm flood never buries the screen.
 */
export const TOASTS = { top: HEADER_PX + 8, maxCount: 3 } as const

// every antd screen shows catalogue texts: they are here before the first one draws (shell.ts fetches
// them for the runtime pages)
addErrorTexts()

export function ShellRoot() {
  const { i18n } = useTranslation()
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN}>
      <AntApp notification={TOASTS} message={TOASTS}>
        <ScreenServicesProvider>
          <LeaveWarning />
          <Outlet />
        </ScreenServicesProvider>
      </AntApp>
    </ConfigProvider>
  )
}
