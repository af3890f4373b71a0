// The public share view (issue 21): `/share/{token}` asks for the share password (`share/open`), then shows
// the shared device's or project's devices with their live values, read-only (`share/view`, asked again
// every 5 s), and a shared project's configuration pages, each opening read-only at
// /share/{token}/page/{pageId} (host/runtime/SharedPage.tsx). The session is kept for this tab only; a
// refused session asks for the password again.
import { DesktopOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, Form, Input, Space } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatValue } from '../../../core/binding/format.ts'
import type { ShareViewAnswer } from '../../../schemas/api/operations.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'

const REFRESH_MS = 5000

export function ShareView() {
  const { t } = useTranslation('operations')
  const { api, codeText } = useServices()
  const { token = '' } = useParams()
  const key = `lfscada.share.${token}`
  const [session, setSession] = useState(() => sessionStorage.getItem(key) ?? '')
  const [view, setView] = useState<ShareViewAnswer>()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!session) return
    try {
      setView(await api.call('share/view', { session }))
    } catch (e) {
      sessionStorage.removeItem(key)
      setSession('')
      setView(undefined)
      const code = (e as { code?: number }).code
      setError(code ? codeText(code) : String(e))
    }
  }, [api, codeText, key, session])
  useEffect(() => {
    void load()
    const timer = setInterval(() => void load(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [load])

  const open = async ({ password }: { password: string }) => {
    setBusy(true)
    setError('')
    try {
      const answer = await api.call('share/open', { token, password })
      sessionStorage.setItem(key, answer.session)
      setSession(answer.session)
    } catch (e) {
      const code = (e as { code?: number }).code
      setError(code ? codeText(code) : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ maxWidth: 960, margin: '48px auto', padding: '0 16px' }} data-testid="share-view">
      {!session ? (
        <Card title={t('share.title')} style={{ maxWidth: 480, margin: '0 auto' }}>
          {error && (
            <Alert
              type="error"
              showIcon
              message={error}
              style={{ marginBottom: 16 }}
              data-testid="share-error"
            />
          )}
          <Form layout="vertical" onFinish={open}>
            <Form.Item
              name="password"
              label={t('share.password')}
              rules={[{ required: true, message: t('share.password') }]}
            >
              <Input.Password data-testid="share-password" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="share-open">
              {t('share.open')}
            </Button>
          </Form>
        </Card>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('share.readOnly')} />
          {(view?.pages.length ?? 0) > 0 && (
            <Card title={t('share.pages')} data-testid="share-pages">
              <Space wrap>
                {view?.pages.map((p) => (
                  <Link key={p.id} to={`/share/${token}/page/${p.id}`} data-testid="share-page-link">
                    <Button icon={<DesktopOutlined />}>{p.title}</Button>
                  </Link>
                ))}
              </Space>
            </Card>
          )}
          {(view?.devices ?? []).map((d) => (
            <Card key={d.id} title={d.name} data-testid="share-device">
              <Descriptions column={2} bordered size="small">
                {d.values.map((v) => (
                  <Descriptions.Item key={v.signalId} label={v.name}>
                    <span data-testid={`share-value-${v.name}`}>
                      {v.value === null ? '—' : formatValue(v.value, { unit: v.unit })}
                    </span>
                    {v.time !== null && (
                      <span style={{ color: '#999', marginLeft: 8 }}>{formatTime(v.time)}</span>
                    )}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
          ))}
        </Space>
      )}
    </div>
  )
}
