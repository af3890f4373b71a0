// What a designer edits a page of (designer spec §2 routes): a project, an equipment or a template. (A 3D
// scene's route is its configurator, plugins/screens/scenes: a scene owns no page.)
export const TARGET_KINDS = ['project', 'equip', 'template'] as const
export type TargetKind = (typeof TARGET_KINDS)[number]

export interface DesignTarget {
  kind: TargetKind
  id: string
}

/** The owner fields of the page save form for a target. */
export function ownerFields(target: DesignTarget): {
  projectId: string
  equipmentId: string
  templateId: string
} {
  return {
    projectId: target.kind === 'project' ? target.id : '',
    equipmentId: target.kind === 'equip' ? target.id : '',
    templateId: target.kind === 'template' ? target.id : '',
  }
}
