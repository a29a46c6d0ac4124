import { stripTrailingSlashes } from '../../lib/content/links';

/** Where Commerce7 serves its front-end widget (`commerce7.js` and `commerce7.css` below it). */
export const COMMERCE7_WIDGET_BASE = 'https://cdn.commerce7.com/v2';

export interface CommerceWidget {
  scriptUrl: string;
  stylesheetUrl: string;
}

/** The widget's files under a base URL (the folder holding commerce7.js and commerce7.css). */
export function commerceWidgetAt(base: string): CommerceWidget {
  const folder = stripTrailingSlashes(base);
  return { scriptUrl: `${folder}/commerce7.js`, stylesheetUrl: `${folder}/commerce7.css` };
}
