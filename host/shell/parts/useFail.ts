// Failed calls as error toasts, in the current language.
import { App } from 'antd'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../plugins/screens/shared/errors.ts'

export function useFail(): (error: unknown) => void {
  const { message } = App.useApp()
  const { t } = useTranslation()
  return useCallback((error: unknown) => void message.error(errorText(error, t)), [message, t])
}
