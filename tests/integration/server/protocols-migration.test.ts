// Migration 0056_protocols on SQLite and PostgreSQL: the protocols arrive seeded as the code had them (the
// three Modbus ones with four register types each, coils and discrete inputs bits only, registers and OPC UA with texts as adopted String metrics need,
// S7 without), a protocol's name is unique, a register type's per protocol; down drops both tables.
import { Migrator } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { protocolViews } from '../../../server/devices/protocols.ts'
import { migrationProvider } from '../../../server/storage/migrations/index.ts'
import { DIALECTS, pgUp, postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.ts'

const BEFORE = '0055_iot_cards'

describe.each(DIALECTS)('migration 0056_protocols on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
  })

  it.skipIf(dialect === 'PostgreSQL' && !pgUp)('seeds the protocols and drops them again', async () => {
    database = dialect === 'SQLite' ? sqliteDatabase() : await postgresDatabase()
    const { db } = database
    const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    expect((await migrator.migrateTo('0056_protocols')).error).toBeUndefined()
    const views = await protocolViews(db)
    expect(views.map((p) => [p.key, p.registerTypes.length, p.dataTypes.includes('text')])).toEqual([
      ['modbusTcp', 4, true],
      ['modbusRtu', 4, true],
      ['modbusRtuOverTcp', 4, true],
      ['opcUa', 0, true],
      ['s7', 0, false],
    ])
    expect(views[1]?.registerTypes.find((r) => r.name === 'coil')).toMatchObject({
      table: 'coil',
      dataTypes: ['bit'],
    })
    const rename = db.updateTable('protocols').set({ name: 'OPC UA' }).where('key', '=', 's7')
    await expect(rename.execute()).rejects.toThrow()
    const coil = {
      protocol: 'modbusTcp',
      name: 'coil',
      labelZh: 'x',
      labelEn: 'x',
      tableName: 'coil',
      dataTypes: '[]',
      sort: 9,
    }
    await expect(db.insertInto('registerTypes').values(coil).execute()).rejects.toThrow()

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    const tables = (await db.introspection.getTables()).map((t) => t.name)
    expect(tables).not.toContain('protocols')
    expect(tables).not.toContain('register_types')
  })
})
