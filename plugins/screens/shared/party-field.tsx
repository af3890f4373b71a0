// The external party of a grant (API access, styles), found before it is granted: by the login name of
// one of its accounts or its enterprise id. Shows the party's name once found, or why not; the grant then
// names the party found (or the text as typed). Its texts (party-texts.ts) are in the screen's `ns`.
import { Alert, Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../core/api/errors.ts'
import { Code } from '../../../core/i18n/codes.ts'
import type { ExternalParty } from '../../../schemas/api/external-grants.ts'
import { requiredRule } from './rules.ts'

export function PartyField({
  ns,
  find,
  onFound,
}: {
  ns: string
  /** the party a text names; refused with paramInvalid when it is the caller's own enterprise */
  find: (text: string) => Promise<ExternalParty>
  onFound: (party: ExternalParty | undefined) => void
}) {
  const { t } = useTranslation(ns)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ party?: ExternalParty; error?: string }>({})
  const show = (next: { party?: ExternalParty; error?: string }) => {
    setResult(next)
    onFound(next.party)
  }
  const search = async (text: string) => {
    if (!text.trim()) return show({})
    setBusy(true)
    try {
      show({ party: await find(text.trim()) })
    } catch (e) {
      const own = isApiError(e) && e.code === Code.paramInvalid
      show({ error: t(own ? 'grant.partyOwn' : 'grant.partyMissing') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Form.Item name="party" label={t('grant.party')} extra={t('grant.partyHelp')} rules={[requiredRule(t)]}>
        <Input.Search
          maxLength={64}
          enterButton={t('grant.find')}
          loading={busy}
          onSearch={search}
          // Enter finds the party; alone in its form, the field would otherwise submit the grant too
          onPressEnter={(e) => e.preventDefault()}
          onChange={() => result.party && show({})}
          data-testid="grant-party"
        />
      </Form.Item>
      {(result.party || result.error) && (
        <Alert
          type={result.party ? 'success' : 'error'}
          showIcon
          title={result.party ? t('grant.partyFound', { name: result.party.name }) : result.error}
          style={{ marginBottom: 16 }}
          data-testid="grant-party-found"
        />
      )}
    </>
  )
}
