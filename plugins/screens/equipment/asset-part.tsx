// A device's asset record (spec §3 Device: dates, warranty, manufacturer, device number, ICCID) in its info
// form, and the IoT card its ICCID names (issue 33): plan, operator, state, expiry and data, from the
// enterprise's cards (`equipment/multi/card`).
import { Alert, Col, Descriptions, Form, Input, InputNumber, Row, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { isIccid } from '../../../core/validation/iccid.ts'
import type { Device } from '../../../schemas/entities/equipment.ts'
import { CARD_STATE_COLOURS, cardDay } from '../shared/card-state.ts'
import { useQueryCall } from '../shared/useAction.ts'

const DATE = /^\d{4}-\d{2}-\d{2}$/

export interface AssetForm {
  manufacturer?: string
  deviceNo?: string
  factoryDate?: string
  installDate?: string
  warrantyMonths?: number | null
  iccid?: string
}

export const assetForm = (d: Device): AssetForm => ({
  manufacturer: d.manufacturer,
  deviceNo: d.deviceNo,
  factoryDate: d.factoryDate,
  installDate: d.installDate,
  warrantyMonths: d.warrantyMonths,
  iccid: d.iccid,
})

/** The asset fields; blank ones are saved blank. */
export function AssetFields() {
  const { t } = useTranslation('equipment')
  const date = {
    validator: (_: unknown, v?: string) =>
      !v || DATE.test(v) ? Promise.resolve() : Promise.reject(new Error(t('asset.badDate'))),
  }
  return (
    <>
      <Typography.Title level={5}>{t('asset.title')}</Typography.Title>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="manufacturer" label={t('asset.manufacturer')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deviceNo" label={t('asset.deviceNo')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="factoryDate" label={t('asset.factoryDate')} rules={[date]}>
            <Input placeholder="YYYY-MM-DD" maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="installDate" label={t('asset.installDate')} rules={[date]}>
            <Input placeholder="YYYY-MM-DD" maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="warrantyMonths" label={t('asset.warrantyMonths')}>
            <InputNumber min={0} max={1200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="iccid"
        label={t('asset.iccid')}
        extra={t('asset.iccidHelp')}
        rules={[
          {
            validator: (_, v?: string) =>
              !v || isIccid(v) ? Promise.resolve() : Promise.reject(new Error(t('asset.badIccid'))),
          },
        ]}
      >
        <Input maxLength={20} data-testid="device-iccid" />
      </Form.Item>
    </>
  )
}

/** The card the device's saved ICCID names, or why there is none (keyed by the ICCID: read again when it changes). */
export function CardPart({ device }: { device: Device }) {
  const { t } = useTranslation('equipment')
  // without an ICCID there is no card to ask for
  const card = useQueryCall(device.iccid ? 'equipment/multi/card' : undefined, { id: device.id })
  const c = card.data
  return (
    <section style={{ marginTop: 24 }} data-testid="device-card">
      <Typography.Title level={5}>{t('asset.card')}</Typography.Title>
      {!device.iccid ? (
        <Typography.Text type="secondary">{t('asset.noIccid')}</Typography.Text>
      ) : card.loading ? null : c ? (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="ICCID">{c.iccid}</Descriptions.Item>
          <Descriptions.Item label={t('asset.operator')}>{c.operator}</Descriptions.Item>
          <Descriptions.Item label={t('asset.plan')}>{c.plan}</Descriptions.Item>
          <Descriptions.Item label={t('state')}>
            <Tag color={CARD_STATE_COLOURS[c.state]} data-testid="device-card-state">
              {t(`cardState.${c.state}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('asset.expiresAt')}>{cardDay(c.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label={t('asset.data')}>
            {t('asset.dataUsed', { used: c.dataUsed, total: c.dataTotal })}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="warning" showIcon title={t('asset.noCard', { iccid: device.iccid })} />
      )}
    </section>
  )
}
