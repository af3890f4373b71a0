// The add/edit dialog of a style: name, title, logo and favicon (an image picked — previewed, refused
// here when not png/jpg/svg/ico or not under 100 KB — or an address), the login path (checked on blur
// by `style/validateLoginUrl` after the form's own rules) and the main page path. Picked images are
// uploaded after the style is saved (`style/updateWebMain`, one call per image).
import { Button, Form, type FormRule, Image, Input, Space, Upload } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StyleView } from '../../../schemas/entities/style.ts'
import { errorText } from '../shared/errors.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { imageProblem, imageUrlOk, loginPathProblem, mainPathOk } from './checks.ts'

export interface StyleFormValues {
  name: string
  title: string
  logo?: string
  logoFile?: File
  faviconIco?: string
  faviconFile?: File
  webLoginPath?: string
  webMainPath?: string
}

/** A picked image's preview, or the address's. */
function Preview({ file, url, testId }: { file?: File; url?: string; testId: string }) {
  const src = useMemo(() => (file ? URL.createObjectURL(file) : url), [file, url])
  useEffect(() => () => void (file && src && URL.revokeObjectURL(src)), [file, src])
  return src ? <Image src={src} height={32} data-testid={testId} preview={false} /> : null
}

/** One image picked with antd's Upload, kept in the form (sent after the style is saved). */
function ImagePicker({
  value,
  onChange,
  url,
  testId,
}: {
  value?: File
  onChange?: (file: File | undefined) => void
  url?: string
  testId: string
}) {
  const { t } = useTranslation('style')
  return (
    <Space data-testid={testId}>
      <Preview file={value} url={url} testId={`${testId}-preview`} />
      <Upload
        accept=".png,.jpg,.jpeg,.svg,.ico"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file)
          return false
        }}
      >
        <Button>{t('chooseImage')}</Button>
      </Upload>
      {value && <span data-testid={`${testId}-name`}>{value.name}</span>}
    </Space>
  )
}

export function StyleDialog({
  style,
  system,
  onClose,
}: {
  /** the style edited; none to add */
  style?: StyleView
  /** a new style is a system style (platform administrators) */
  system?: boolean
  onClose: (saved: boolean) => void
}) {
  const { api } = useServices()
  const { t } = useTranslation('style')
  const [form] = Form.useForm<StyleFormValues>()
  const logoFile = Form.useWatch('logoFile', form)
  const faviconFile = Form.useWatch('faviconFile', form)
  const logo = Form.useWatch('logo', form)
  const faviconIco = Form.useWatch('faviconIco', form)
  const [checkedPath, setCheckedPath] = useState<string>()

  const imageRule: FormRule = {
    validator: async (_, file: File | undefined) => {
      const problem = file && imageProblem(file)
      if (problem) throw new Error(t(problem === 'size' ? 'imageTooLarge' : 'imageFormat'))
    },
  }
  const urlRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (value && !imageUrlOk(value)) throw new Error(t('badUrl'))
    },
  }
  const mainPathRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (value && !mainPathOk(value)) throw new Error(t('badMainPath'))
    },
  }
  const loginPathRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (!value || value.toLowerCase() === style?.webLoginPath || value === checkedPath) return
      const problem = loginPathProblem(value)
      if (problem) throw new Error(t(problem === 'format' ? 'loginPathFormat' : 'loginPathReserved'))
      try {
        await api.call('style/validateLoginUrl', { webLoginPath: value, id: style?.id ?? '' })
        setCheckedPath(value)
      } catch (error) {
        throw new Error(errorText(error, t))
      }
    },
  }

  const save = async (v: StyleFormValues) => {
    const fields = {
      name: v.name,
      title: v.title,
      webLoginPath: v.webLoginPath ?? '',
      webMainPath: v.webMainPath ?? '',
      // a picked image replaces the address once uploaded
      ...(!v.logoFile && { logo: v.logo ?? '' }),
      ...(!v.faviconFile && { faviconIco: v.faviconIco ?? '' }),
    }
    const saved = style
      ? await api.call('style/edit', { id: style.id, ...fields })
      : await api.call('style/add', { ...fields, ...(system && { system: true }) })
    for (const [field, file] of [
      ['logo', v.logoFile],
      ['favicon', v.faviconFile],
    ] as const) {
      if (file)
        await api.callFile('style/updateWebMain', { id: saved.id }, file, {
          fileField: field,
          fileName: file.name,
        })
    }
    return saved
  }

  return (
    <FormDialog<StyleFormValues>
      title={t(style ? 'edit' : 'add')}
      testId="style-dialog"
      form={form}
      initialValues={
        style && {
          name: style.name,
          title: style.title,
          logo: style.logo,
          faviconIco: style.faviconIco,
          webLoginPath: style.webLoginPath,
          webMainPath: style.webMainPath,
        }
      }
      submit={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="style-name" />
      </Form.Item>
      <Form.Item name="title" label={t('styleTitle')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="style-title" />
      </Form.Item>
      <Form.Item label={t('logo')} extra={t('imageHint')}>
        <Form.Item name="logoFile" rules={[imageRule]} noStyle={false}>
          <ImagePicker url={logo} testId="style-logo" />
        </Form.Item>
        {!logoFile && (
          <Form.Item name="logo" rules={[urlRule]}>
            <Input placeholder={t('imageUrl')} maxLength={500} allowClear data-testid="style-logo-url" />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item label={t('favicon')} extra={t('imageHint')}>
        <Form.Item name="faviconFile" rules={[imageRule]}>
          <ImagePicker url={faviconIco} testId="style-favicon" />
        </Form.Item>
        {!faviconFile && (
          <Form.Item name="faviconIco" rules={[urlRule]}>
            <Input placeholder={t('imageUrl')} maxLength={500} allowClear data-testid="style-favicon-url" />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item
        name="webLoginPath"
        label={t('loginPath')}
        extra={t('loginPathHint')}
        validateTrigger="onBlur"
        rules={[loginPathRule]}
      >
        <Input maxLength={50} addonBefore="/" data-testid="style-login-path" />
      </Form.Item>
      <Form.Item name="webMainPath" label={t('mainPath')} extra={t('mainPathHint')} rules={[mainPathRule]}>
        <Input maxLength={200} data-testid="style-main-path" />
      </Form.Item>
    </FormDialog>
  )
}
