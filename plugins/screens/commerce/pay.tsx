// The public payment pages: `/order/pay/qrcode/{orderId}[/{payPlatform}]` draws the platform's QR code
// (antd's QRCode, on @rc-component/qrcode) and waits for the order to be paid (asking every 3 s); the
// development provider adds a "pay" button that settles here. `/order/pay/success/{orderId}` confirms.
import { Alert, Button, Card, Descriptions, QRCode, Result, Space, Spin, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { PAY_PLATFORMS, type PayPlatform } from '../../../schemas/api/commerce.ts'
import { errorText } from '../shared/errors.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { formatYuan } from './money.ts'

const POLL_MS = 3000

const platformOf = (p: string | undefined): PayPlatform =>
  PAY_PLATFORMS.includes(p as PayPlatform) ? (p as PayPlatform) : 'dev'

function Page({ children }: { children: React.ReactNode }) {
  return <div style={{ maxWidth: 520, margin: '48px auto', padding: '0 16px' }}>{children}</div>
}

export function PayQr() {
  const { orderId = '', payPlatform } = useParams()
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const navigate = useNavigate()
  const { run, busy } = useAction()
  const platform = platformOf(payPlatform)
  const qr = useQueryCall('order/pay/qrcode', { order: orderId, payPlatform: platform })
  useEffect(() => {
    if (!qr.data) return
    const timer = setInterval(() => {
      api.call('order/pay/info', { order: orderId }).then(
        (o) => o.state === 'paid' && navigate(`/order/pay/success/${orderId}`),
        () => {},
      )
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [api, navigate, orderId, qr.data])
  const settle = async () => {
    if ((await run(() => api.call('order/pay/dev/settle', { order: orderId }))) !== undefined)
      navigate(`/order/pay/success/${orderId}`)
  }
  return (
    <Page>
      <Card title={t('payQr')} data-testid="pay-qr">
        {qr.error !== undefined ? (
          <Alert type="error" title={errorText(qr.error, t)} data-testid="pay-qr-error" />
        ) : !qr.data ? (
          <Spin />
        ) : (
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('number')}>{qr.data.order.number}</Descriptions.Item>
              <Descriptions.Item label={t('kind')}>{t(`kind.${qr.data.order.kind}`)}</Descriptions.Item>
              <Descriptions.Item label={t('payAmount')}>
                <Typography.Text strong data-testid="pay-amount">
                  ¥{formatYuan(qr.data.order.amount)}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('expiresAt')}>
                {formatTime(qr.data.order.expiresAt)}
              </Descriptions.Item>
            </Descriptions>
            <div data-testid="pay-qr-code">
              <QRCode value={qr.data.content} size={200} />
            </div>
            <Typography.Text type="secondary">{t('scanToPay')}</Typography.Text>
            {qr.data.devSettle && (
              <>
                <Button type="primary" loading={busy} onClick={settle} data-testid="pay-dev-settle">
                  {t('devPay')}
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('devPayHint')}
                </Typography.Text>
              </>
            )}
          </Space>
        )}
      </Card>
    </Page>
  )
}

export function PaySuccess() {
  const { orderId = '' } = useParams()
  const { t } = useTranslation('commerce')
  const { user } = useServices()
  const order = useQueryCall('order/pay/info', { order: orderId })
  const o = order.data
  return (
    <Page>
      {order.loading && !o ? (
        <Spin />
      ) : o?.state === 'paid' ? (
        <div data-testid="pay-success">
          <Result
            status="success"
            title={t('paid')}
            subTitle={t('paidDetail', { number: o.number, amount: formatYuan(o.amount) })}
            extra={
              user && (
                <Space>
                  <Link to="/manage/wallet">{t('backToWallet')}</Link>
                  <Link to="/account/order">{t('backToOrders')}</Link>
                </Space>
              )
            }
          />
        </div>
      ) : (
        <div data-testid="pay-not-yet">
          <Result status="warning" title={t('notPaidYet')} />
        </div>
      )}
    </Page>
  )
}
