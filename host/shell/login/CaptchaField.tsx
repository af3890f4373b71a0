// The image captcha of spec §7 `user/showVcode` on a public form (login, password recovery): hidden
// until the server asks for it (`data.captchaRequired` on a failed call), then an input beside the
// image, which the refresh button replaces. A captcha answers once, so every failed call
// that carried one brings a new image.
import { ReloadOutlined } from '@ant-design/icons'
import { App, Button, Form, type FormInstance, Input, Space } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { captchaRequested, isApiError } from '../../../core/api/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import type { CaptchaFields, CaptchaImage } from '../../../schemas/api/user.ts'
import { useShell } from '../context.tsx'
import { useFail } from '../parts/useFail.ts'

export interface Captcha {
  image: CaptchaImage | null
  refresh: () => Promise<void>
  /**
   * After a failed call: its error as a toast, and a new image when the server asked for one or the
   * shown one was spent; a first ask before the password was checked is a hint, not an error.
   */
  failed: (error: unknown) => Promise<void>
  /** the fields to send with the form's call: the shown image's key and the typed text */
  fields: (typed: string | undefined) => CaptchaFields
}

/**
 * `form` is the antd form holding the `captcha` field, emptied with each new image; `upfront` shows
 * an image at once when the server draws captchas (a form that always needs one: recovery).
 */
export function useCaptcha(form: FormInstance, { upfront = false } = {}): Captcha {
  const { api } = useShell()
  const { t } = useTranslation()
  const { message } = App.useApp()
  const fail = useFail()
  const [image, setImage] = useState<CaptchaImage | null>(null)
  const refresh = useCallback(async () => {
    setImage(await api.call('user/showVcode'))
    form.setFieldValue('captcha', '')
  }, [api, form])
  useEffect(() => {
    if (!upfront) return
    // 90001: this server draws no captcha, and asks for none
    refresh().catch((e) => (isApiError(e) && e.code === Code.unsupportedRequest ? undefined : fail(e)))
  }, [upfront, refresh, fail])
  const failed = async (error: unknown) => {
    const asked = captchaRequested(error)
    // a first ask before any password was checked (1003) is a hint; a wrong password still says so
    if (asked && !image && isApiError(error) && error.code === Code.verifyCodeWrong)
      void message.info(t('shell.captcha.asked'))
    else fail(error)
    if (asked || image) await refresh().catch(fail)
  }
  const fields = (typed: string | undefined): CaptchaFields =>
    image ? { captchaKey: image.key, captcha: typed?.trim() ?? '' } : {}
  return { image, refresh, failed, fields }
}

export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation()
  const { image, refresh } = captcha
  if (!image) return null
  return (
    <Form.Item label={t('shell.captcha.label')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input autoComplete="off" maxLength={16} data-testid="captcha-input" />
        </Form.Item>
        <img
          src={image.image}
          alt={t('shell.captcha.image')}
          style={{ height: 32, width: 96, border: '1px solid #d9d9d9', borderLeft: 0 }}
          data-testid="captcha-image"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void refresh()}
          aria-label={t('shell.captcha.refresh')}
          title={t('shell.captcha.refresh')}
          data-testid="captcha-refresh"
        />
      </Space.Compact>
    </Form.Item>
  )
}
