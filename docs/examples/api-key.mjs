// With an API key: a device's live values, a day of its history, then a setpoint written (README "API keys").
// LFSCADA_URL=http://localhost:8080/lfscada LFSCADA_KEY=lfk_… DEVICE=<id> node api-key.mjs [signal id] [value]
const { LFSCADA_URL: base, LFSCADA_KEY: key, DEVICE: equipmentId } = process.env
const [signalId, value] = process.argv.slice(2)
async function call(path, body) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  const reply = await fetch(`${base}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const answer = await reply.json()
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`)
  return answer.data
}
const signals = await call('monitor/multi/signal/query', { equipmentId })
for (const s of signals) console.log('live', s.name, s.value ?? '-', s.unit)
const signalIds = signals.slice(0, 10).map((s) => s.signalId)
const endTime = Date.now()
const startTime = endTime - 86_400_000
const day = await call('history/query', { equipmentId, signalIds, startTime, endTime, width: 24 })
for (const s of day.series) console.log('day', s.signalId, s.count, 'values from', s.min, 'to', s.max)
if (signalId) {
  const { uuid } = await call('signal/writeVal', { signalId, value: Number(value) })
  console.log('write', uuid, (await call('signal/callback', { uuid })).status)
}
