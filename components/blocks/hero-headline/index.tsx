import { backgroundClass } from '../types';
import { HeroHeadlineSchema } from '../shared/schemas';
import { EVERYWHERE, backgroundInput, heroFields } from '../shared/inputs';
import { HeroText } from '../shared/heroes';
import { defineBlock } from '../define';

export const HeroHeadlineDefinition = defineBlock({
  name: 'HeroHeadline',
  schema: HeroHeadlineSchema,
  group: 'Hero',
  models: EVERYWHERE,
  inputs: [...heroFields, backgroundInput()],
  render: (options) => (
    <section className={`px-4 py-16 md:py-24 ${backgroundClass(options.backgroundColor)}`}>
      <HeroText
        options={options}
        light={options.backgroundColor === 'Red' || options.backgroundColor === 'Black'}
      />
    </section>
  ),
});
