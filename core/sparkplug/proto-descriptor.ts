// Turns the Sparkplug B interface definition (schemas/edge/sparkplug_b.proto, Eclipse Tahu, EPL-2.0) into the
// protobufjs JSON descriptor that the codec loads with Root.fromJSON. The committed sparkplug_b.json is this
// function's output; a unit test regenerates it from the .proto and checks they are equal.
import protobuf from 'protobufjs'

export function protoToDescriptor(protoText: string): protobuf.INamespace {
  const { root } = protobuf.parse(protoText)
  return root.toJSON()
}
