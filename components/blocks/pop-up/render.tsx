import { block } from '../types';
import { PopUpSchema } from './schema';

/**
 * The PopUp block in a page: the pop-up itself is opened by the shell (layout) from the `popup`
 * model, over the page and by its load condition; in the page flow only editors see a summary.
 */
export const render = block(PopUpSchema, (options, _children, context) =>
  context.draft ? (
    <p role="note" className="bg-gold/20 p-2 text-sm">
      {`Pop-up "${options.title}": ${options.formType}, opens by ${options.loadConditions}. Shown over the page by the site, not in the page flow.`}
    </p>
  ) : null,
);
