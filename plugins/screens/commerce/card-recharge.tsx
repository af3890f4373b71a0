// The public `/card/recharge/{iccid}` page (issue 33): anyone holding a card's ICCID sees its plan, fee,
// expiry and state, picks whole months and pays on the payment pages (an order of kind `card`); no login.
import { Alert, Button, Card, Descriptions, InputNumber, Space, Spin, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { isIccid } from '../../../core/validation/iccid.ts'
import { MAX_RECHARGE_MONTHS } from '../../../schemas/api/cards.ts'
import { CARD_STATE_COLOURS, cardDay } from '../shared/card-state.ts'
import { errorText } from '../shared/errors.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { formatYuan } from './money.ts'

function RechargeForm({ iccid }: { iccid: string }) {
  const { t } = useTranslation('commerce')
  const { api } = useServices()
  const navigate = useNavigate()
  const { run, busy } = useAction()
  const [months, setMonths] = useState(1)
  const card = useQueryCall('card/recharge/info', { iccid })
  if (card.error !== undefined)
    return <Alert type="error" title={errorText(card.error, t)} data-testid="card-recharge-error" />
  if (!card.data) return <Spin />
  const c = card.data
  const pay = async () => {
    const answer = await run(() => api.call('card/recharge/order', { iccid, months }))
    if (answer) navigate(`/order/pay/qrcode/${answer.order}/dev`)
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="ICCID">{c.iccid}</Descriptions.Item>
        <Descriptions.Item label={t('cardOperator')}>{c.operator || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('cardPlan')}>{c.plan || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('cardMonthly')}>¥{formatYuan(c.monthlyPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('cardExpires')}>
          <span data-testid="card-recharge-expires">{cardDay(c.expiresAt)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('cardState')}>
          <Tag color={CARD_STATE_COLOURS[c.state]}>{t(`cardState.${c.state}`)}</Tag>
        </Descriptions.Item>
      </Descriptions>
      {c.state === 'cancelled' ? (
        <Alert type="warning" title={t('cardCancelledHint')} />
      ) : (
        <Space align="center" wrap>
          <span>{t('cardMonths')}</span>
          <InputNumber
            min={1}
            max={MAX_RECHARGE_MONTHS}
            precision={0}
            value={months}
            onChange={(v) => setMonths(v ?? 1)}
            data-testid="card-recharge-months"
          />
          <Typography.Text strong data-testid="card-recharge-amount">
            ¥{formatYuan(c.monthlyPrice * months)}
          </Typography.Text>
          <Button type="primary" loading={busy} onClick={pay} data-testid="card-recharge-pay">
            {t('cardPay')}
          </Button>
        </Space>
      )}
    </Space>
  )
}

export function CardRecharge() {
  const { iccid = '' } = useParams()
  const { t } = useTranslation('commerce')
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
      <Card title={t('cardRechargeTitle')} data-testid="card-recharge">
        {isIccid(iccid) ? (
          <RechargeForm iccid={iccid} />
        ) : (
          <Alert type="error" title={t('cardIccidInvalid')} data-testid="card-recharge-error" />
        )}
      </Card>
    </div>
  )
}
