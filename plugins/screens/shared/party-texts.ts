// The texts of the party field (party-field.tsx), spread into the namespace of each screen that shows it
// (API grants, style grants): screens' texts load lazily, each in its own namespace.
export const PARTY_TEXTS = {
  'grant.party': { zh: '被授权企业', en: 'Party' },
  'grant.partyHelp': {
    zh: '输入对方任一账号的登录名或企业编号，点击“查找”。',
    en: 'Type the login name of one of its accounts or its enterprise id, then Find.',
  },
  'grant.find': { zh: '查找', en: 'Find' },
  'grant.partyFound': { zh: '找到企业：{{name}}', en: 'Found: {{name}}' },
  'grant.partyMissing': {
    zh: '没有找到该账号或企业编号',
    en: 'No enterprise has this account or id',
  },
  'grant.partyOwn': { zh: '这是本企业，不能授权给自己', en: 'That is your own enterprise' },
} as const
