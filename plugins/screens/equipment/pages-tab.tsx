// The configuration pages of a device or a template (`project/page/*` with `equipmentId` or
// `templateId`): list, add, delete, start page; each opens in the designer, a device's also at runtime.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PagesTable } from '../shared/pages-table.tsx'
import type { ConfigOwner } from './config-kinds.ts'

const designerPath = (owner: ConfigOwner, pageId: string) =>
  'equipmentId' in owner
    ? `/manage/eg/${owner.equipmentId}/designer/${pageId}`
    : `/manage/template/${owner.templateId}/designer/${pageId}`

export function PagesTab({ owner }: { owner: ConfigOwner }) {
  const { t } = useTranslation('equipment')
  return (
    <PagesTable
      owner={owner}
      ns="equipment"
      links={(p) => (
        <>
          <Link to={designerPath(owner, p.id)}>{t('page.design')}</Link>
          {'equipmentId' in owner && <Link to={`/monitor/eg/detail/page/${p.id}/0`}>{t('page.open')}</Link>}
        </>
      )}
    />
  )
}
