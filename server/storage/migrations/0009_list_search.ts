// Lists at plant scale (issue 14): what keeps a page request's work independent of the table's size.
// - Change counters: every write that can change a device list's or a message list's rows bumps its
//   counter, so a list's total can be cached until its counter moves (views/counts.ts). PostgreSQL: a
//   sequence per list bumped by triggers deferred to the commit (a sequence takes no row lock, so writers
//   never wait on each other); SQLite: a counter row bumped by row triggers (one writer at a time).
// - Keyword search on a device's name or its gateway's SN (substring, LIKE '%…%'): trigram indexes.
//   PostgreSQL: pg_trgm GIN indexes on devices.name and gateways.sn; SQLite: an FTS5 trigram table
//   `device_search` (one row per device, rowid = the device's rowid) kept by triggers.
// - Messages newest first per account, with or without a type.
import { type Migration, PostgresAdapter, sql } from 'kysely'
import type { AnyDb } from './columns.ts'

export const COUNTED_LISTS = ['devices', 'messages'] as const

/** Which tables' writes change which list (and, for updates, which columns matter). */
const TRIGGERS: { table: string; list: string; columns?: string[] }[] = [
  {
    table: 'devices',
    list: 'devices',
    columns: ['org_id', 'owner_id', 'name', 'group_id', 'gateway_id', 'template_id'],
  },
  { table: 'gateways', list: 'devices', columns: ['sn', 'state', 'org_id'] },
  { table: 'device_users', list: 'devices' },
  { table: 'device_follows', list: 'devices' },
  { table: 'messages', list: 'messages', columns: ['account_id', 'type', 'is_read'] },
]
const EVENTS = ['insert', 'update', 'delete'] as const

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter
const triggerName = (table: string, event: string) => `${table}_${event}_counts`

async function postgresUp(db: AnyDb) {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create index devices_name_trgm on devices using gin (name gin_trgm_ops)`.execute(db)
  await sql`create index gateways_sn_trgm on gateways using gin (sn gin_trgm_ops)`.execute(db)
  for (const list of COUNTED_LISTS) await sql`create sequence ${sql.raw(`list_changes_${list}`)}`.execute(db)
  await sql`
    create function bump_list_changes() returns trigger language plpgsql as $$
    begin perform nextval('list_changes_' || tg_argv[0]); return null; end $$`.execute(db)
  // deferred to the commit: a count taken between the bump and the commit (still the old rows) is
  // then a matter of microseconds, not of the whole transaction
  for (const { table, list, columns } of TRIGGERS)
    for (const event of EVENTS) {
      const of = event === 'update' && columns ? ` of ${columns.join(', ')}` : ''
      await sql
        .raw(
          `create constraint trigger ${triggerName(table, event)} after ${event}${of} on ${table}
           deferrable initially deferred for each row execute function bump_list_changes('${list}')`,
        )
        .execute(db)
    }
}

const SN_OF_NEW = '(select sn from gateways where id = new.gateway_id)'

async function sqliteUp(db: AnyDb) {
  await sql`create table list_changes (list text primary key, version integer not null default 0)`.execute(db)
  for (const list of COUNTED_LISTS) await sql`insert into list_changes (list) values (${list})`.execute(db)
  for (const { table, list, columns } of TRIGGERS)
    for (const event of EVENTS) {
      const of = event === 'update' && columns ? ` of ${columns.join(', ')}` : ''
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event}${of} on ${table}
           begin update list_changes set version = version + 1 where list = '${list}'; end`,
        )
        .execute(db)
    }
  await sql`create virtual table device_search using fts5(device_id unindexed, name, sn, tokenize = 'trigram')`.execute(
    db,
  )
  await sql
    .raw(`insert into device_search (rowid, device_id, name, sn)
      select d.rowid, d.id, d.name, coalesce(g.sn, '') from devices d left join gateways g on g.id = d.gateway_id`)
    .execute(db)
  await sql
    .raw(`create trigger devices_insert_search after insert on devices begin
      insert into device_search (rowid, device_id, name, sn) values (new.rowid, new.id, new.name, coalesce(${SN_OF_NEW}, ''));
    end`)
    .execute(db)
  await sql
    .raw(`create trigger devices_update_search after update of name, gateway_id on devices begin
      update device_search set name = new.name, sn = coalesce(${SN_OF_NEW}, '') where rowid = new.rowid;
    end`)
    .execute(db)
  await sql
    .raw(`create trigger devices_delete_search after delete on devices begin
      delete from device_search where rowid = old.rowid;
    end`)
    .execute(db)
  await sql
    .raw(`create trigger gateways_update_search after update of sn on gateways begin
      update device_search set sn = new.sn where rowid in (select rowid from devices where gateway_id = new.id);
    end`)
    .execute(db)
}

export const listSearch: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) await postgresUp(db)
    else await sqliteUp(db)
    await db.schema
      .createIndex('devices_gateway_ix')
      .ifNotExists()
      .on('devices')
      .column('gateway_id')
      .execute()
    await db.schema
      .createIndex('messages_account_time_ix')
      .on('messages')
      .columns(['account_id', 'created_at desc', 'id desc'])
      .execute()
    await db.schema
      .createIndex('messages_account_type_time_ix')
      .on('messages')
      .columns(['account_id', 'type', 'created_at desc', 'id desc'])
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('messages_account_type_time_ix').execute()
    await db.schema.dropIndex('messages_account_time_ix').execute()
    for (const { table } of TRIGGERS)
      for (const event of EVENTS)
        await sql
          .raw(`drop trigger if exists ${triggerName(table, event)}${isPostgres(db) ? ` on ${table}` : ''}`)
          .execute(db)
    if (isPostgres(db)) {
      await sql`drop function bump_list_changes`.execute(db)
      for (const list of COUNTED_LISTS) await sql.raw(`drop sequence list_changes_${list}`).execute(db)
      await sql`drop index devices_name_trgm`.execute(db)
      await sql`drop index gateways_sn_trgm`.execute(db)
    } else {
      for (const t of [
        'devices_insert_search',
        'devices_update_search',
        'devices_delete_search',
        'gateways_update_search',
      ])
        await sql.raw(`drop trigger ${t}`).execute(db)
      await sql`drop table device_search`.execute(db)
      await sql`drop table list_changes`.execute(db)
    }
  },
}
