// The root of every route: antd and dayjs in the current language (zh_CN / en_US), antd's App for
// toasts and notifications, what the screens may use of the shell, and the leave warning.
import 'dayjs/locale/zh-cn'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { LeaveWarning } from './LeaveWarning.tsx'
import { ScreenServicesProvider } from './ScreenServicesProvider.tsx'

export function ShellRoot() {
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn')
    document.documentElement.lang = en ? 'en' : 'zh'
  }, [en])
  return (
    <ConfigProvider locale={en ? enUS : zhCN}>
      <AntApp>
        <ScreenServicesProvider>
          <LeaveWarning />
          <Outlet />
        </ScreenServicesProvider>
      </AntApp>
    </ConfigProvider>
  )
}
