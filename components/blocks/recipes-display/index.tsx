import * as v from 'valibot';
import { getEntryById, type ContentEntry } from '@/server/content';
import { text } from '../shared/schemas';
import { str, list } from '../shared/inputs';
import { EntryCard } from '../shared/content';
import { defineBlock } from '../define';

const ReferenceOption = v.looseObject({ id: v.string(), model: text });

const RecipesDisplaySchema = v.looseObject({
  header: text,
  recipeItems: v.array(v.looseObject({ recipe: ReferenceOption })),
});

export const RecipesDisplayDefinition = defineBlock({
  name: 'RecipesDisplay',
  schema: RecipesDisplaySchema,
  group: 'Special',
  models: ['page', 'recipes', 'recipes-heading', 'blog', 'campaign'],
  inputs: [
    str('header'),
    list('recipeItems', [{ name: 'recipe', type: 'reference', model: 'recipes' }]),
  ],
  render: async (options) => {
    const recipes = (
      await Promise.all(options.recipeItems.map((item) => getEntryById('recipes', item.recipe.id)))
    ).filter((entry): entry is ContentEntry => entry !== undefined);
    return (
      <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
        {options.header ? (
          <h2 className="mb-8 text-center font-serif text-3xl">{options.header}</h2>
        ) : null}
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {recipes.map((recipe) => (
            <EntryCard key={recipe.id} entry={recipe} />
          ))}
        </div>
      </section>
    );
  },
});
