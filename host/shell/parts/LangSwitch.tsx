// The language switch: zh (default) or en, remembered on this browser.
import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { LANGS, type Lang } from '../../../core/i18n/index.ts'
import { switchLang } from '../../boot/i18n.ts'
import { useShell } from '../context.tsx'

export function LangSwitch() {
  const { i18n, storage } = useShell()
  const { t } = useTranslation()
  return (
    <Segmented
      data-testid="lang-switch"
      size="small"
      value={i18n.language}
      options={LANGS.map((lang) => ({ value: lang, label: t(`common.lang.${lang}`) }))}
      onChange={(lang) => void switchLang(i18n, storage, lang as Lang)}
    />
  )
}
