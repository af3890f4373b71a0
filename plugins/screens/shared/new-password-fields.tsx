// A new password and its confirmation (platform spec §5 password rules), as the recovery wizard and the
// account security setup ask for them: the confirmation is checked against the password as it changes.
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { reasonMessage } from '../../../core/i18n/messages.ts'
import { password as passwordCheck, passwordConfirm } from '../../../core/validation/index.ts'
import { requiredRule, ruleOf } from './rules.ts'

export function NewPasswordFields({
  labels,
  testIds,
}: {
  labels: { password: string; confirm: string }
  testIds: { password: string; confirm: string }
}) {
  const { t } = useTranslation()
  return (
    <>
      <Form.Item name="password" label={labels.password} rules={[requiredRule(t), ruleOf(passwordCheck, t)]}>
        <Input.Password autoComplete="new-password" data-testid={testIds.password} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={labels.confirm}
        dependencies={['password']}
        rules={[
          requiredRule(t),
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              const reason = passwordConfirm(getFieldValue('password'), value)
              if (reason) throw new Error(reasonMessage(reason, t))
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={testIds.confirm} />
      </Form.Item>
    </>
  )
}
