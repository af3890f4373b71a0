// The root of every route: dayjs and the page's language follow the current language. Plain: the
// runtime route hangs here without antd; the other routes sit below ShellRoot (antd), loaded lazily.
import 'dayjs/locale/zh-cn'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'

export function BaseRoot() {
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn')
    document.documentElement.lang = en ? 'en' : 'zh'
  }, [en])
  return <Outlet />
}
