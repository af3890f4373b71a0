// The login and main page editor (issue 34, `/style/edit/login/{id}`, `/style/edit/main/{id}`): the
// page's colours and texts in zh and en; for the login page also the background (an image picked, under
// 100 KB, or an address), the login path and the agreement and privacy policy (plain or rich text, the
// server cleans rich text). A live picture beside the form follows every keystroke, in the language
// chosen. Saved with `style/updateWebLogin` (+ the background file, + `updateAgreementPolicy`) or
// `style/updateWebMain`.
import {
  App,
  Button,
  Card,
  Col,
  Form,
  type FormRule,
  Input,
  Radio,
  Result,
  Row,
  Space,
  Spin,
  Tabs,
  Upload,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isCssColour } from '../../../schemas/colour.ts'
import {
  DEFAULT_LOOK,
  type LegalText,
  type PageLook,
  type StyleView,
} from '../../../schemas/entities/style.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { imageProblem, imageUrlOk, loginPathProblem } from './checks.ts'
import { LookPreview } from './look-preview.tsx'

type Kind = 'login' | 'main'
const LANGS = ['zh', 'en'] as const
const TEXT_FIELDS = [
  ['title', 64],
  ['subtitle', 200],
  ['footer', 200],
] as const

interface EditorValues {
  look: PageLook
  backgroundImage?: string
  backgroundFile?: File
  webLoginPath?: string
  agreement?: LegalText
  policy?: LegalText
}

const initialValues = (style: StyleView, kind: Kind): EditorValues =>
  kind === 'main'
    ? { look: style.main }
    : {
        look: { ...DEFAULT_LOOK, ...pick(style.login) },
        backgroundImage: style.login.backgroundImage,
        webLoginPath: style.webLoginPath,
        agreement: style.login.agreement,
        policy: style.login.policy,
      }

const pick = ({ primary, background, zh, en }: PageLook): PageLook => ({ primary, background, zh, en })

/** The loaded style of the route, or the loading and failure states. */
function useStyleOfRoute() {
  const { id = '' } = useParams()
  return useQueryCall('style/infoStyle', { id })
}

export function LoginEditor() {
  return <Editor kind="login" />
}

export function MainEditor() {
  return <Editor kind="main" />
}

function Editor({ kind }: { kind: Kind }) {
  const { t } = useTranslation('style')
  const { data: style, loading, reload } = useStyleOfRoute()
  if (loading && !style) return <Spin style={{ margin: 48 }} data-testid="style-editor-loading" />
  if (!style)
    return (
      <Result
        status="warning"
        title={t('styleMissing')}
        extra={<Link to="/manage/style/list">{t('back')}</Link>}
      />
    )
  return <EditorForm key={`${style.id}-${style.updatedAt}`} kind={kind} style={style} onSaved={reload} />
}

function EditorForm({ kind, style, onSaved }: { kind: Kind; style: StyleView; onSaved: () => void }) {
  const { api, fail } = useServices()
  const { message } = App.useApp()
  const { t, i18n } = useTranslation('style')
  const [form] = Form.useForm<EditorValues>()
  const [lang, setLang] = useState<'zh' | 'en'>(i18n.language === 'en' ? 'en' : 'zh')
  const [busy, setBusy] = useState(false)
  const values = Form.useWatch([], form) as EditorValues | undefined
  const initial = useMemo(() => initialValues(style, kind), [style, kind])
  const file = values?.backgroundFile
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])

  const colourRule: FormRule = {
    validator: async (_, v: string | undefined) => {
      if (v && !isCssColour(v)) throw new Error(t('badColour'))
    },
  }
  const save = async (v: EditorValues) => {
    setBusy(true)
    try {
      if (kind === 'main') await api.call('style/updateWebMain', { id: style.id, look: v.look })
      else {
        await api.call('style/updateWebLogin', {
          id: style.id,
          look: v.look,
          webLoginPath: v.webLoginPath ?? '',
          ...(!v.backgroundFile && { backgroundImage: v.backgroundImage ?? '' }),
        })
        if (v.backgroundFile)
          await api.callFile('style/updateWebLogin', { id: style.id }, v.backgroundFile, {
            fileField: 'background',
            fileName: v.backgroundFile.name,
          })
        await api.call('style/updateAgreementPolicy', {
          id: style.id,
          agreement: v.agreement,
          policy: v.policy,
        })
      }
      void message.success(t('saved'))
      onSaved()
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
    }
  }

  const look = values?.look ?? initial.look
  const legal = kind === 'login' && !!(values?.agreement?.text || values?.policy?.text)
  return (
    <div style={{ padding: 24 }} data-testid="style-editor">
      <Card
        title={t(kind === 'login' ? 'editLogin' : 'editMain', { name: style.name })}
        extra={
          <Space>
            <Link to="/manage/style/list">{t('back')}</Link>
            <Link to={`/style/edit/preview/${style.id}`} target="_blank" data-testid="style-open-preview">
              {t('openPreview')}
            </Link>
            <Button
              type="primary"
              loading={busy}
              onClick={() => form.submit()}
              data-testid="style-editor-save"
            >
              {t('save')}
            </Button>
          </Space>
        }
      >
        <Row gutter={24}>
          <Col span={11}>
            <Form<EditorValues> form={form} layout="vertical" initialValues={initial} onFinish={save}>
              <Tabs
                activeKey={lang}
                onChange={(k) => setLang(k as 'zh' | 'en')}
                items={LANGS.map((l) => ({
                  key: l,
                  label: t(`lang.${l}`),
                  forceRender: true,
                  children: TEXT_FIELDS.map(([field, max]) => (
                    <Form.Item key={field} name={['look', l, field]} label={t(`text.${field}`)}>
                      <Input maxLength={max} data-testid={`look-${l}-${field}`} />
                    </Form.Item>
                  )),
                }))}
              />
              <Space size="large" align="start">
                {(['primary', 'background'] as const).map((c) => (
                  <Form.Item
                    key={c}
                    name={['look', c]}
                    label={t(`colour.${c}`)}
                    rules={[colourRule]}
                    extra={t('colourHint')}
                  >
                    <Input
                      maxLength={80}
                      placeholder="#1677ff"
                      style={{ width: 180 }}
                      data-testid={`look-${c}`}
                    />
                  </Form.Item>
                ))}
              </Space>
              {kind === 'login' && <LoginFields style={style} />}
            </Form>
          </Col>
          <Col span={13}>
            <div style={{ position: 'sticky', top: 24 }}>
              <LookPreview
                kind={kind}
                look={look}
                lang={lang}
                logo={style.logo}
                title={style.title}
                backgroundImage={fileUrl ?? values?.backgroundImage}
                legal={legal}
              />
            </div>
          </Col>
        </Row>
      </Card>
    </div>
  )
}

/** The login page's own fields: background, login path, agreement and policy. */
function LoginFields({ style }: { style: StyleView }) {
  const { api } = useServices()
  const { t } = useTranslation('style')
  const form = Form.useFormInstance<EditorValues>()
  const file = Form.useWatch('backgroundFile', form)
  const fileRule: FormRule = {
    validator: async (_, f: File | undefined) => {
      const problem = f && imageProblem(f)
      if (problem) throw new Error(t(problem === 'size' ? 'imageTooLarge' : 'imageFormat'))
    },
  }
  const urlRule: FormRule = {
    validator: async (_, v: string | undefined) => {
      if (v && !imageUrlOk(v)) throw new Error(t('badUrl'))
    },
  }
  const pathRule: FormRule = {
    validator: async (_, v: string | undefined) => {
      if (!v || v.toLowerCase() === style.webLoginPath) return
      const problem = loginPathProblem(v)
      if (problem) throw new Error(t(problem === 'format' ? 'loginPathFormat' : 'loginPathReserved'))
      await api.call('style/validateLoginUrl', { webLoginPath: v, id: style.id })
    },
  }
  return (
    <>
      <Form.Item label={t('backgroundImage')} extra={t('imageHint')}>
        <Form.Item name="backgroundFile" rules={[fileRule]} valuePropName="file" noStyle>
          <Upload
            accept=".png,.jpg,.jpeg,.svg"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              form.setFieldValue('backgroundFile', f)
              void form.validateFields(['backgroundFile'])
              return false
            }}
          >
            <Button data-testid="login-background-pick">{t('chooseImage')}</Button>
          </Upload>
        </Form.Item>
        {file ? (
          <Space style={{ marginLeft: 8 }}>
            <span data-testid="login-background-name">{file.name}</span>
            <Button type="link" onClick={() => form.setFieldValue('backgroundFile', undefined)}>
              {t('removeImage')}
            </Button>
          </Space>
        ) : (
          <Form.Item name="backgroundImage" rules={[urlRule]} style={{ marginTop: 8, marginBottom: 0 }}>
            <Input
              placeholder={t('imageUrl')}
              maxLength={500}
              allowClear
              data-testid="login-background-url"
            />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item
        name="webLoginPath"
        label={t('loginPath')}
        extra={t('loginPathHint')}
        validateTrigger="onBlur"
        rules={[pathRule]}
      >
        <Input maxLength={50} addonBefore="/" data-testid="style-login-path" />
      </Form.Item>
      {(['agreement', 'policy'] as const).map((which) => (
        <Form.Item key={which} label={t(`legal.${which}`)} extra={t('legalHint')}>
          <Form.Item name={[which, 'format']} noStyle>
            <Radio.Group
              options={[
                { value: 'plain', label: t('legal.plain') },
                { value: 'rich', label: t('legal.rich') },
              ]}
            />
          </Form.Item>
          <Form.Item name={[which, 'text']} style={{ marginTop: 8, marginBottom: 0 }}>
            <Input.TextArea rows={4} maxLength={20_000} data-testid={`legal-${which}`} />
          </Form.Item>
        </Form.Item>
      ))}
    </>
  )
}

/** `/style/edit/preview/{id}`: the saved login page, full size, in the user's language. */
export function StylePreview() {
  const { t, i18n } = useTranslation('style')
  const { data: style, loading } = useStyleOfRoute()
  if (loading && !style) return <Spin style={{ margin: 48 }} />
  if (!style) return <Result status="warning" title={t('styleMissing')} />
  return (
    <div data-testid="style-preview">
      <LookPreview
        kind="login"
        look={pick(style.login)}
        lang={i18n.language === 'en' ? 'en' : 'zh'}
        logo={style.logo}
        title={style.title}
        backgroundImage={style.login.backgroundImage}
        legal={!!(style.login.agreement.text || style.login.policy.text)}
        height="100vh"
      />
    </div>
  )
}
