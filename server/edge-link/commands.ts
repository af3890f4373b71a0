// Commands sent to gateways (configuration sync, writes), kept in the database so that any server
// instance can answer the client's polling (`equipment/multi/callback`, `signal/callback`) and the
// result survives a restart. A command ends when the gateway's Command/Result arrives (our agent's
// extension) or, for a write to a node without it, when the node reports a value of the written metric
// (a standard Sparkplug node's confirmation; the instance that sent the write watches for it); without
// either, `timeoutMs` after it was sent (1301). A write's end goes into the operation log with the old and new
// value, the user and the result; a sync's end records the version the gateway now runs.
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { CommandResultOf } from '../../schemas/api/command-endpoints.ts'
import type { CommandResult } from '../../schemas/edge/index.ts'
import { type CommandCallback, CommandStatus } from '../../schemas/wire.ts'
import { recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { EdgeCommandTable } from '../storage/tables/edge-link.ts'

/** `browse`: an OPC UA driver's nodes for the driver screen (no operation log: it changes nothing) */
export type CommandKind = 'sync' | 'write' | 'browse'

export interface NewCommand {
  id: string
  kind: CommandKind
  orgId: string
  deviceId: string
  gatewaySn: string
  accountId: string | null
  loginname: string
  variableId?: string
  oldValue?: unknown
  newValue?: unknown
}

type Row = Selectable<EdgeCommandTable>

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v))
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** The client's view of a command (schemas/wire.ts CommandCallback). */
export function callbackOf(row: Row): CommandCallback {
  if (row.status === CommandStatus.success) return { status: row.status, result: parsed(row.result) }
  if (row.status === CommandStatus.failure)
    return { status: row.status, code: row.code ?? Code.unknown, msg: row.msg }
  return { status: CommandStatus.pending }
}

export class CommandBook {
  /** writes waiting for the node's report of the metric, by `${sn}/${variableId}` */
  private readonly watched = new Map<string, { id: string; until: number }>()

  constructor(
    private readonly db: Db,
    readonly timeoutMs = 60_000,
  ) {}

  async start(c: NewCommand, at: number): Promise<void> {
    await this.db
      .insertInto('edgeCommands')
      .values({
        id: c.id,
        orgId: c.orgId,
        deviceId: c.deviceId,
        gatewaySn: c.gatewaySn,
        accountId: c.accountId,
        loginname: c.loginname,
        kind: c.kind,
        variableId: c.variableId ?? null,
        oldValue: json(c.oldValue),
        newValue: json(c.newValue),
        status: CommandStatus.pending,
        code: null,
        msg: '',
        result: null,
        createdAt: at,
        finishedAt: null,
      })
      .execute()
  }

  get(id: string): Promise<Row | undefined> {
    return this.db.selectFrom('edgeCommands').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** A gateway's answer; `sn` must be the gateway the command went to. Answers the ended command. */
  async complete(sn: string, r: CommandResult, at: number): Promise<Row | undefined> {
    const row = await this.get(r.uuid)
    if (!row || row.gatewaySn !== sn) return undefined
    const result =
      row.kind === 'write'
        ? { signalId: r.variableId ?? row.variableId, value: r.value ?? null }
        : row.kind === 'browse'
          ? ({ nodes: r.nodes ?? [] } satisfies CommandResultOf<'equipment/driver/browse'>)
          : ({ configVersion: r.configVersion ?? null } satisfies CommandResultOf<'equipment/multi/sync'>)
    return this.end(row, r.status === 'success', r.code, r.msg ?? '', result, at)
  }

  /** A write confirmed by the next value the node reports of the variable (no Command/Result coming). */
  watchReport(sn: string, variableId: string, id: string, sentAt: number): void {
    this.watched.set(`${sn}/${variableId}`, { id, until: sentAt + this.timeoutMs })
  }

  /** A value a node reported: ends the write of it that was waiting for it. */
  reported(sn: string, variableId: string, value: unknown, at: number): void {
    if (this.watched.size === 0) return
    const key = `${sn}/${variableId}`
    const w = this.watched.get(key)
    if (!w) return
    this.watched.delete(key)
    if (at > w.until) return
    // a write not confirmed here ends with its timeout (expire), so a failed read loses no command
    void this.get(w.id)
      .then((row) => (row ? this.end(row, true, 200, '', { signalId: variableId, value }, at) : undefined))
      .catch(() => {})
  }

  /** Ends a command that could not be sent or got no answer in time. */
  fail(row: Row, code: number, msg: string, at: number): Promise<Row | undefined> {
    return this.end(row, false, code, msg, null, at)
  }

  /** Ends every pending command older than the timeout with 1301. */
  async expire(now: number): Promise<void> {
    const stale = await this.db
      .selectFrom('edgeCommands')
      .selectAll()
      .where('status', '=', CommandStatus.pending)
      .where('createdAt', '<=', now - this.timeoutMs)
      .execute()
    for (const row of stale) await this.fail(row, Code.commTimeout, 'no answer from the gateway', now)
  }

  /** The current state of a command, ending it first when it has timed out. */
  async poll(row: Row, now: number): Promise<CommandCallback> {
    if (row.status === CommandStatus.pending && now - row.createdAt >= this.timeoutMs)
      return callbackOf((await this.fail(row, Code.commTimeout, 'no answer from the gateway', now)) ?? row)
    return callbackOf(row)
  }

  private async end(
    row: Row,
    ok: boolean,
    code: number,
    msg: string,
    result: unknown,
    at: number,
  ): Promise<Row | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('edgeCommands')
        .set({
          status: ok ? CommandStatus.success : CommandStatus.failure,
          code: ok ? 200 : code,
          msg,
          result: json(result),
          finishedAt: at,
        })
        .where('id', '=', row.id)
        .where('status', '=', CommandStatus.pending)
        .returningAll()
        .executeTakeFirst()
      // another instance (or an earlier answer) ended it already: log once
      if (!ended) return undefined
      const outcome = { status: ended.status, code: ended.code, msg, result }
      const actor = { accountId: row.accountId, orgId: row.orgId, loginname: row.loginname }
      if (row.kind === 'write')
        await recordChange(trx, actor, at, {
          objectType: 'variable',
          objectId: row.variableId ?? row.deviceId,
          action: 'write',
          before: { value: parsed(row.oldValue) },
          after: { value: parsed(row.newValue), ...outcome },
        })
      else if (row.kind === 'sync')
        await recordChange(trx, actor, at, {
          objectType: 'device',
          objectId: row.deviceId,
          action: 'sync',
          after: outcome,
        })
      return ended
    })
  }
}
