/**
 * `npm run preview-secret`: prints the draft-mode preview secret of this machine (PREVIEW_SECRET,
 * or the one made in local/development on first start, created now if the server never ran) and
 * a preview link. Refuses in stage/production without PREVIEW_SECRET, where none is generated.
 */
import { readSettings } from '../server/config/settings';
import { ensurePreviewSecret } from '../server/content/preview-secret';

const settings = readSettings(process.env);
const preview = ensurePreviewSecret(settings);
if (!preview) {
  console.error(
    `No preview secret: in ${settings.appEnv} set PREVIEW_SECRET (one is generated only in local and development).`,
  );
  process.exit(1);
}
console.log(preview.secret);
console.error(
  `${preview.source === 'env' ? 'from PREVIEW_SECRET' : `kept in ${preview.file}`}; preview link: ${settings.webUrl}/api/preview?secret=${encodeURIComponent(preview.secret)}&path=/`,
);
