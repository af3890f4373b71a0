import type { Bilingual } from '../../../core/i18n/bilingual.ts'

/** Texts of the protocols screen (issue 35). */
export const PROTOCOL_TEXTS = {
  'protocol.title': { zh: '协议管理', en: 'Protocols' },
  'protocol.hint': {
    zh: '边缘代理提供的驱动协议：名称、变量可用的数据类型与寄存器类型。变量表单由此生成，新增的寄存器类型无需重新发布即可选用。',
    en: 'The driver protocols the edge agent offers: names, the data types of their variables and their register types. The variable form is built from these; a register type added here can be picked at once.',
  },
  'protocol.key': { zh: '标识', en: 'Key' },
  'protocol.name': { zh: '协议名称', en: 'Protocol name' },
  'protocol.dataTypes': { zh: '数据类型', en: 'Data types' },
  'protocol.registerTypes': { zh: '寄存器类型', en: 'Register types' },
  'protocol.noRegisters': {
    zh: '该协议按节点或存储区寻址，无寄存器类型',
    en: 'Addressed by node or memory area: no register types',
  },
  'protocol.edit': { zh: '编辑协议', en: 'Edit protocol' },
  'register.add': { zh: '新增寄存器类型', en: 'Add register type' },
  'register.edit': { zh: '编辑寄存器类型', en: 'Edit register type' },
  'register.name': { zh: '类型标识', en: 'Type key' },
  'register.nameRule': {
    zh: '字母开头，仅含字母、数字和下划线',
    en: 'A letter first, then letters, digits or underscores',
  },
  'register.labelZh': { zh: '中文名称', en: 'Chinese name' },
  'register.labelEn': { zh: '英文名称', en: 'English name' },
  'register.table': { zh: '读取的数据区', en: 'Table read' },
  'table.coil': { zh: '线圈 (0x)', en: 'Coils (0x)' },
  'table.discreteInput': { zh: '离散输入 (1x)', en: 'Discrete inputs (1x)' },
  'table.inputRegister': { zh: '输入寄存器 (3x)', en: 'Input registers (3x)' },
  'table.holdingRegister': { zh: '保持寄存器 (4x)', en: 'Holding registers (4x)' },
} satisfies Record<string, Bilingual>
