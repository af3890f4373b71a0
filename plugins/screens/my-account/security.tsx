// Security settings (platform spec §2 `security/sms`): phone, e-mail, security questions and password,
// each changed through the setup wizard after an identity check.
import { Button, Card, List } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQueryCall } from '../shared/useAction.ts'
import { CHANGES, type Change, SECURITY_API, setupStore } from './setup-store.ts'

export function Security() {
  const { t } = useTranslation('account')
  const navigate = useNavigate()
  const me = useQueryCall(SECURITY_API.message)
  const value = (c: Change): string => {
    const m = me.data
    if (!m) return ''
    if (c === 'tel') return m.tel || t('notSet')
    if (c === 'email') return m.email || t('notSet')
    if (c === 'question') return m.hasQuestions ? t('set') : t('notSet')
    return t('set')
  }
  const change = (c: Change) => {
    setupStore.setState({ next: c, ticket: undefined, ticketAt: undefined }, true)
    navigate('/account/security/sms/setup/validate')
  }
  return (
    <Card title={t('security')} loading={me.loading} data-testid="account-security">
      <List
        dataSource={[...CHANGES]}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button key="change" type="link" onClick={() => change(c)} data-testid={`change-${c}`}>
                {t('change')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={t(c)} description={value(c)} />
          </List.Item>
        )}
      />
    </Card>
  )
}
