import type { ComponentInfo } from '@builder.io/sdk-react';
import { describe, expect, it } from 'vitest';
import { sectionChildMessage } from '@/lib/content/editor-limits';
import { CONTENT_MODELS } from '@/server/content/schema';
import { BLOCKS, INSERT_GROUPS, SECTION_CHILDREN } from '../registry';
import { editorComponentInfos, editorInsertMenus } from './registration';

type Input = NonNullable<ComponentInfo['inputs']>[number];

const infos = editorComponentInfos();
const info = (name: string) => {
  const found = infos.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not registered`);
  return found;
};

/** An input by path ('locations.addressInfo.zipcode'), through object and list sub-fields. */
function inputAt(component: string, path: string): Input {
  let inputs = info(component).inputs ?? [];
  let found: Input | undefined;
  for (const name of path.split('.')) {
    found = inputs.find((input) => input.name === name);
    if (!found) throw new Error(`${component} has no input ${path}`);
    inputs = found.subFields ?? [];
  }
  return found as Input;
}

/** Builder runs a hook with the option map of the input's object (get/set) and the window's alert. */
function runHook(code: unknown, values: Record<string, unknown>) {
  expect(typeof code).toBe('string');
  const options = new Map(Object.entries(values));
  const alerts: string[] = [];
  new Function('options', 'alert', code as string)(options, (text: string) => alerts.push(text));
  return { values: Object.fromEntries(options), alerts };
}

function* walk(inputs: readonly Input[]): Generator<Input> {
  for (const input of inputs) {
    yield input;
    yield* walk(input.subFields ?? []);
  }
}

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ index }));

describe('visual editor registration', () => {
  it('registers every block of the registry with a name, typed inputs and string hooks', () => {
    expect(infos.map((component) => component.name).sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const component of infos) {
      expect(component.name).toMatch(/^[A-Z]\w+$/);
      expect(Array.isArray(component.inputs)).toBe(true);
      expect(
        component.models?.every((model) => (CONTENT_MODELS as readonly string[]).includes(model)),
      ).toBe(true);
      for (const input of walk(component.inputs ?? [])) {
        expect(input.name, component.name).toBeTruthy();
        expect(input.type, `${component.name}.${input.name}`).toMatch(
          /^(string|text|richText|longText|number|boolean|file|url|date|object|list|reference)$/,
        );
        if (input.enum) expect(input.type).toBe('text');
        if (input.onChange !== undefined) {
          expect(typeof input.onChange).toBe('string');
          expect(() => new Function('options', 'alert', input.onChange as string)).not.toThrow();
        }
      }
    }
    // The whole registration crosses to the editor by postMessage: it must survive JSON.
    expect(JSON.parse(JSON.stringify(infos))).toEqual(infos);
  });

  it.each([
    [
      'GalleryImage',
      'images',
      { style: 'masonry', images: items(4) },
      'Number of images should be 3',
    ],
    ['TextImageMasonry', 'images', { images: items(4) }, 'Number of images should be 3'],
    ['StickySubNavigation', 'buttons', { buttons: items(3) }, 'maximum "Buttons" is 2'],
    [
      'ProductDisplay',
      'productsReference',
      { productsReference: items(5) },
      'maximum items is 4, delete items to continue',
    ],
    [
      'Map',
      'locations.addressInfo.zipcode',
      { zipcode: '9410312345' },
      'Maximum zip code characters is 9',
    ],
    [
      'WineSpecs',
      'composition.percentage',
      { percentage: 101 },
      'Only numbers between 1 and 100 are allowed for percentage',
    ],
    [
      'WineSpecs',
      'composition.percentage',
      { percentage: 12.5 },
      'Only numbers between 1 and 100 are allowed for percentage',
    ],
    ['ContentList', 'pageSize', { pageSize: 9.5 }, 'Only integers allowed'],
  ])('%s.%s raises the spec alert', (component, path, values, alert) => {
    const result = runHook(inputAt(component, path).onChange, values);
    expect(result.alerts).toEqual([alert]);
  });

  it.each([
    ['GalleryImage', 'images', { style: 'masonry', images: items(3) }],
    ['GalleryImage', 'images', { style: '4-4-repeat', images: items(8) }],
    ['StickySubNavigation', 'buttons', { buttons: items(2) }],
    ['ProductDisplay', 'productsReference', { productsReference: items(4) }],
    ['Map', 'locations.addressInfo.zipcode', { zipcode: '941031234' }],
    ['WineSpecs', 'composition.percentage', { percentage: 60 }],
    ['ContentList', 'pageSize', { pageSize: 12 }],
  ])('%s.%s within the limit stays quiet', (component, path, values) => {
    const result = runHook(inputAt(component, path).onChange, values);
    expect(result).toEqual({ values, alerts: [] });
  });

  it('trims and clamps the value back into the limit', () => {
    expect(
      runHook(inputAt('ProductDisplay', 'productsReference').onChange, {
        productsReference: items(6),
      }).values.productsReference,
    ).toEqual(items(4));
    expect(
      runHook(inputAt('ContentList', 'pageSize').onChange, { pageSize: 9.5 }).values.pageSize,
    ).toBe(9);
    expect(
      runHook(inputAt('ProductHero', 'bottlesInCase').onChange, { bottlesInCase: 150 }).values
        .bottlesInCase,
    ).toBe(99);
    expect(
      runHook(inputAt('Spacer', 'desktopCustom').onChange, { desktopCustom: 300 }).values
        .desktopCustom,
    ).toBe(250);
  });

  it('restricts the section children with the spec message', () => {
    expect(info('SectionWithChildren')).toMatchObject({
      canHaveChildren: true,
      childRequirements: {
        message: sectionChildMessage(SECTION_CHILDREN),
        query: { 'component.name': { $in: [...SECTION_CHILDREN] } },
      },
    });
    expect(info('SectionWithChildren').childRequirements?.message).toMatch(
      /^You can only nest .+ inside SectionWithChildren$/,
    );
    expect(info('Container').canHaveChildren).toBe(true);
    expect(info('TextBlock').canHaveChildren).toBeUndefined();
  });

  it('offers insert menus grouped General, Layout, Product, Collection, Special, Hero per model', () => {
    for (const model of CONTENT_MODELS) {
      for (const menu of editorInsertMenus(model)) {
        expect(INSERT_GROUPS).toContain(menu.name);
        expect(menu.items.length).toBeGreaterThan(0);
        for (const item of menu.items) expect(item.item.component?.name).toBe(item.name);
      }
    }
    const names = (model: string) =>
      editorInsertMenus(model).flatMap((menu) => menu.items.map((item) => item.name));
    const pageMenus = editorInsertMenus('page').map((menu) => menu.name);
    expect(pageMenus).toEqual(['General', 'Layout', 'Product', 'Collection', 'Special', 'Hero']);
    // The pencil banner and the pop-up only on their own models, each excluding the other.
    expect(names('pencil-banner')).toEqual(['PencilBanner']);
    expect(names('popup')).toEqual(['PopUp']);
    for (const model of CONTENT_MODELS.filter((m) => m !== 'pencil-banner' && m !== 'popup')) {
      expect(names(model)).not.toContain('PencilBanner');
      expect(names(model)).not.toContain('PopUp');
    }
    // Product components stay out of blog and recipes; hidden probes never show.
    expect(names('blog')).not.toContain('ProductDisplay');
    expect(names('recipes')).not.toContain('ProductHero');
    expect(names('page')).not.toContain('ErrorProbe');
    expect(names('product')).toContain('ProductHero');
  });
});
