/**
 * What the visual editor is told about our blocks: the SDK's component infos (name, inputs with
 * types, defaults, enums, help text and the limit hooks as `onChange` strings the editor runs,
 * children rules, the content models each is offered on) and the insert menus, grouped General,
 * Layout, Product, Collection, Special and Hero, for the model being edited. Pure data built from
 * the block registry, so the editor and the server renderer can never disagree; the React
 * component for each entry is attached in the client module (visual-editor.tsx), which receives
 * this data as props from the server (content-page.tsx): the definitions hold server renderers.
 */
import type { ComponentInfo, InsertMenuConfig } from '@builder.io/sdk-react';
import { sectionChildMessage } from '@/lib/content/editor-limits';
import type { ContentModel } from '@/server/content/schema';
import { BLOCKS, INSERT_GROUPS, type BuilderInput } from '../registry';

type SdkInput = NonNullable<ComponentInfo['inputs']>[number];

function toSdkInput(input: BuilderInput): SdkInput {
  const { enum: choices, allowedFileTypes, subFields, ...rest } = input;
  return {
    ...rest,
    ...(choices ? { enum: [...choices] } : {}),
    ...(allowedFileTypes ? { allowedFileTypes: [...allowedFileTypes] } : {}),
    ...(subFields ? { subFields: subFields.map(toSdkInput) } : {}),
  };
}

/** What the client visual editor is handed: component infos and the insert menus of one model. */
export interface EditorRegistration {
  components: ComponentInfo[];
  menus: InsertMenuConfig[];
}

export function editorRegistration(model: string): EditorRegistration {
  return { components: editorComponentInfos(), menus: editorInsertMenus(model) };
}

/** One component info per registered block (without the React component). */
export function editorComponentInfos(): ComponentInfo[] {
  return Object.entries(BLOCKS).map(([name, block]) => ({
    name,
    inputs: block.inputs.map(toSdkInput),
    models: [...block.models],
    ...(block.canHaveChildren ? { canHaveChildren: true } : {}),
    ...(block.childRequirements
      ? {
          childRequirements: {
            message: sectionChildMessage(block.childRequirements),
            query: { 'component.name': { $in: [...block.childRequirements] } },
          },
        }
      : {}),
    ...(block.hidden ? { hideFromInsertMenu: true } : {}),
    // Our editor component renders through the server from the block's own (bound) options.
    shouldReceiveBuilderProps: { builderBlock: true },
  }));
}

/** The insert menus offered while editing an entry of `model` (empty groups are left out). */
export function editorInsertMenus(model: string): InsertMenuConfig[] {
  return INSERT_GROUPS.map((group, index) => ({
    name: group,
    priority: INSERT_GROUPS.length - index,
    items: Object.entries(BLOCKS)
      .filter(
        ([, block]) =>
          !block.hidden && block.group === group && block.models.includes(model as ContentModel),
      )
      .map(([name]) => ({
        name,
        item: { '@type': '@builder.io/sdk:Element' as const, component: { name, options: {} } },
      })),
  })).filter((menu) => menu.items.length > 0);
}
