// Projects (platform spec §2 `eg/project/list`, `list-operation`): the list, and per project its pages
// (main/sub, start page, password), users and permissions, memory variables and sharing; pages open
// in the designer or the runtime.
import { byLang } from '../../../core/i18n/bilingual.ts'
import { defineScreen } from '../../../core/kernel/index.ts'
import { PAGE_TABLE_TEXTS } from '../shared/page-texts.ts'
import { PROJECT_TEXTS } from './texts.ts'

const title = { zh: '项目列表', en: 'Projects' }
/** The server's key for project management (schemas/api/permissions.ts). */
const auth = 'manage_eg_project'

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
  i18n: byLang({ ...PROJECT_TEXTS, ...PAGE_TABLE_TEXTS }),
  load: () => import('./screens.tsx'),
})
