// Adding and editing an account (`account/add`, `account/edit`) and resetting its password
// (`account/resetPassword`). Add asks the username and the new password pair (spec §5); both take the
// role and department (pickers shown to those who may read roles and departments), the contact details
// and the company fields. A picker or field left empty on edit clears it ('' is "none" to the server).
import { Form, Input, Select, TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  email as emailCheck,
  loginname as loginnameCheck,
  phone as phoneCheck,
} from '../../../core/validation/index.ts'
import type { Account, AccountKind } from '../../../schemas/entities/account.ts'
import type { Department, Role } from '../../../schemas/entities/org.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { NewPasswordFields } from '../shared/new-password-fields.tsx'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'

/** The most roles one picker offers (`org/role/query` pages by at most 100). */
const ROLES_MAX = 100

/** The enterprise's roles and departments, each asked only of a holder of its key; names by id. */
export interface OrgChoices {
  roles?: Role[]
  depts?: Department[]
  roleName: (id: string | null) => string
  deptName: (id: string | null) => string
}

export function useOrgChoices(): OrgChoices {
  const { hasAuth } = useServices()
  const roles = useQueryCall(hasAuth('manage_orgal_role') ? 'org/role/query' : undefined, {
    pageSize: ROLES_MAX,
  })
  const depts = useQueryCall(hasAuth('manage_orgal_dept') ? 'org/dept/query' : undefined)
  const nameIn =
    (list: { id: string; name: string }[] | undefined) =>
    (id: string | null): string =>
      (id && list?.find((x) => x.id === id)?.name) || ''
  return {
    roles: roles.data?.list,
    depts: depts.data,
    roleName: nameIn(roles.data?.list),
    deptName: nameIn(depts.data),
  }
}

interface DeptNode {
  value: string
  title: string
  children: DeptNode[]
}

/** The flat department list (each with its parentId) as a tree. */
function deptTree(depts: readonly Department[], parentId: string | null = null): DeptNode[] {
  return depts
    .filter((d) => d.parentId === parentId)
    .map((d) => ({ value: d.id, title: d.name, children: deptTree(depts, d.id) }))
}

export interface AccountValues {
  loginname?: string
  password?: string
  confirm?: string
  roleId?: string
  deptId?: string
  tel?: string
  email?: string
  address?: string
  company?: string
  customerLevel?: string
}

const DETAILS = ['tel', 'email', 'address', 'company', 'customerLevel'] as const

/** What add and edit both send: the details, '' where left empty; role and department when picked. */
function detailsOf(v: AccountValues, picks: { role: boolean; dept: boolean }) {
  return {
    ...(picks.role && { roleId: v.roleId ?? '' }),
    ...(picks.dept && { deptId: v.deptId ?? '' }),
    ...Object.fromEntries(DETAILS.map((k) => [k, v[k]?.trim() ?? ''])),
  }
}

/** The `account/add` body: the confirmation stays in the form. */
export const accountAddBody = (
  kind: AccountKind,
  v: AccountValues,
  picks: { role: boolean; dept: boolean },
) => ({
  loginname: v.loginname?.trim() ?? '',
  password: v.password ?? '',
  kind,
  ...detailsOf(v, picks),
})

export const accountEditBody = (id: string, v: AccountValues, picks: { role: boolean; dept: boolean }) => ({
  id,
  ...detailsOf(v, picks),
})

/** What a dialog about one account of the list is given; it closes saying whether it saved. */
export interface RowDialogProps {
  account: Account
  onClose: (saved: boolean) => void
}

/** The role and department pickers, each shown when its list could be read; test ids `<prefix>-role|dept`. */
export function RoleDeptFields({ choices, prefix }: { choices: OrgChoices; prefix: string }) {
  const { t } = useTranslation('accounts')
  return (
    <>
      {choices.roles && (
        <Form.Item name="roleId" label={t('role')}>
          <Select
            allowClear
            data-testid={`${prefix}-role`}
            options={choices.roles.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      )}
      {choices.depts && (
        <Form.Item name="deptId" label={t('dept')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            data-testid={`${prefix}-dept`}
            treeData={deptTree(choices.depts)}
          />
        </Form.Item>
      )}
    </>
  )
}

/** Add (no account) or edit an account of `kind`. */
export function AccountDialog({
  kind,
  account,
  choices,
  onClose,
}: Partial<RowDialogProps> & Pick<RowDialogProps, 'onClose'> & { kind: AccountKind; choices: OrgChoices }) {
  const { api } = useServices()
  const { t } = useTranslation('accounts')
  const picks = { role: choices.roles !== undefined, dept: choices.depts !== undefined }
  const submit = (v: AccountValues) =>
    account
      ? api.call('account/edit', accountEditBody(account.id, v, picks))
      : api.call('account/add', accountAddBody(kind, v, picks))
  const initialValues: AccountValues | undefined = account && {
    roleId: account.roleId ?? undefined,
    deptId: account.deptId ?? undefined,
    ...Object.fromEntries(DETAILS.map((k) => [k, account[k]])),
  }
  return (
    <FormDialog<AccountValues>
      title={account ? `${t('edit')}: ${account.loginname}` : `${t('add')}: ${t(`kind.${kind}`)}`}
      testId="account-form"
      initialValues={initialValues}
      submit={submit}
      onClose={onClose}
    >
      {!account && (
        <>
          <Form.Item
            name="loginname"
            label={t('loginname')}
            rules={[requiredRule(t), ruleOf(loginnameCheck, t)]}
          >
            <Input maxLength={32} autoComplete="off" data-testid="account-loginname" />
          </Form.Item>
          <NewPasswordFields
            labels={{ password: t('password'), confirm: t('confirmPassword') }}
            testIds={{ password: 'account-password', confirm: 'account-confirm' }}
          />
        </>
      )}
      <RoleDeptFields choices={choices} prefix="account" />
      <Form.Item name="tel" label={t('tel')} rules={[ruleOf(phoneCheck, t)]}>
        <Input maxLength={20} data-testid="account-tel" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[ruleOf(emailCheck, t)]}>
        <Input maxLength={100} data-testid="account-email" />
      </Form.Item>
      <Form.Item name="company" label={t('company')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label={t('address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="customerLevel" label={t('customerLevel')}>
        <Input maxLength={32} />
      </Form.Item>
    </FormDialog>
  )
}

/** An administrator's new password for an account (spec §5 rules; its sessions end). */
export function PasswordDialog({ account, onClose }: RowDialogProps) {
  const { api } = useServices()
  const { t } = useTranslation('accounts')
  return (
    <FormDialog<{ password: string; confirm: string }>
      title={`${t('resetPassword')}: ${account.loginname}`}
      testId="password-form"
      submit={(v) => api.call('account/resetPassword', { id: account.id, ...v })}
      onClose={onClose}
    >
      <NewPasswordFields
        labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
        testIds={{ password: 'reset-password', confirm: 'reset-confirm' }}
      />
    </FormDialog>
  )
}
