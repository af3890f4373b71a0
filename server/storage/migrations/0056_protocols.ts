// Protocols as data (issue 35): the driver protocols the edge agent offers with their shown names (unique,
// 2101) and data types, and the register types of each (unique per protocol, 2102), seeded from what the
// code fixed before: the three Modbus protocols read coils and discrete inputs as bits, holding and input
// registers as any number type; OPC UA takes every type (texts too), S7 every number type.
import type { Migration } from 'kysely'
import { type AnyDb, jsonArray } from './columns.ts'

const NUMBERS = ['bit', 'int16', 'uint16', 'int32', 'uint32', 'float32', 'float64', 'int64', 'uint64']
const MODBUS = ['modbusTcp', 'modbusRtu', 'modbusRtuOverTcp']
/** numbers and texts: Modbus registers and OPC UA take texts, as adopted Sparkplug String metrics need */
const VALUES = [...NUMBERS, 'text'] as const
const PROTOCOLS = [
  ['modbusTcp', 'Modbus TCP', VALUES],
  ['modbusRtu', 'Modbus RTU', VALUES],
  ['modbusRtuOverTcp', 'Modbus RTU over TCP', VALUES],
  ['opcUa', 'OPC UA', VALUES],
  ['s7', 'Siemens S7', NUMBERS],
] as const
const REGISTER_TYPES = [
  ['coil', '线圈 (0x)', 'Coil (0x)', ['bit']],
  ['discreteInput', '离散输入 (1x)', 'Discrete input (1x)', ['bit']],
  ['inputRegister', '输入寄存器 (3x)', 'Input register (3x)', VALUES],
  ['holdingRegister', '保持寄存器 (4x)', 'Holding register (4x)', VALUES],
] as const

export const protocols: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('protocols')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('data_types', 'text', jsonArray)
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('register_types')
      .addColumn('protocol', 'text', (c) => c.notNull().references('protocols.key').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('label_zh', 'text', (c) => c.notNull())
      .addColumn('label_en', 'text', (c) => c.notNull())
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('data_types', 'text', jsonArray)
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('register_types_pk', ['protocol', 'name'])
      .execute()
    await db
      .insertInto('protocols')
      .values(
        PROTOCOLS.map(([key, name, types], sort) => ({
          key,
          name,
          data_types: JSON.stringify(types),
          sort,
          updated_at: 0,
        })),
      )
      .execute()
    await db
      .insertInto('register_types')
      .values(
        MODBUS.flatMap((protocol) =>
          REGISTER_TYPES.map(([name, zh, en, types], sort) => ({
            protocol,
            name,
            label_zh: zh,
            label_en: en,
            table_name: name,
            data_types: JSON.stringify(types),
            sort,
          })),
        ),
      )
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('register_types').execute()
    await db.schema.dropTable('protocols').execute()
  },
}
