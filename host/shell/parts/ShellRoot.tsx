// The root of every route that shows antd (all but the runtime pages): antd in the current language
// (zh_CN / en_US), antd's App for toasts and notifications, what the screens may use of the shell, and
// the leave warning. Loaded lazily (routes/shell-pages.tsx); dayjs and the page's language: BaseRoot.
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { LeaveWarning } from './LeaveWarning.tsx'
import { ScreenServicesProvider } from './ScreenServicesProvider.tsx'

export function ShellRoot() {
  const { i18n } = useTranslation()
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN}>
      <AntApp>
        <ScreenServicesProvider>
          <LeaveWarning />
          <Outlet />
        </ScreenServicesProvider>
      </AntApp>
    </ConfigProvider>
  )
}
