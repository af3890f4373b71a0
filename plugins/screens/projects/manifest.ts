// Projects (platform spec §2 `eg/project/list`, `list-operation`): the list, and per project its pages
// (main/sub, start page, password), users and permissions, memory variables and sharing; pages open
// in the designer or the runtime.
import { defineScreen } from '../../../core/kernel/index.ts'
import { withTexts } from '../shared/lazy-texts.ts'

const title = { zh: '项目列表', en: 'Projects' }
/** The server's key for project management (schemas/api/permissions.ts). */
const auth = 'manage_eg_project'

/** The project screens' texts with the shared page table's, in one namespace. */
const projectTexts = async () => {
  const [own, page] = await Promise.all([import('./texts.ts'), import('../shared/page-texts.ts')])
  return { projects: { ...own.PROJECT_TEXTS, ...page.PAGE_TABLE_TEXTS, ...page.SHARE_LINK_TEXTS } }
}

export const projectsManifest = defineScreen({
  name: 'projects',
  area: 'manage',
  routes: [
    { path: 'eg/project/list', screen: 'ProjectList', title, auth },
    { path: 'eg/project/list-operation', screen: 'ProjectList', title, auth },
  ],
  menu: [
    {
      group: 'equipment',
      key: 'projects.list',
      path: 'eg/project/list',
      title: { zh: '组态项目', en: 'Projects' },
      auth,
      order: 5,
    },
  ],
  permissions: [{ key: auth, title: { zh: '管理组态项目', en: 'Manage projects' } }],
  load: withTexts(() => import('./screens.tsx'), projectTexts),
})
