'use client';

import dynamic from 'next/dynamic';
import { useCurrentPath } from '@/components/ui/use-current-path';
import type { PublicPopup } from './popup-data';

/**
 * A pop-up opens only after the page is interactive (and after the age gate, on its load
 * condition), so none of its code is in the page's first scripts: the chooser and the dialog load
 * once the address is known and a pop-up entry exists. The form's code loads later still, when a
 * pop-up is due (popup-dialog.tsx).
 */
const PopUpAtPath = dynamic(() => import('./popup-dialog').then((module) => module.PopUpAtPath), {
  ssr: false,
});

/** The layout's pop-ups: nothing on the server or while hydrating (the address is unknown). */
export function PopUps({ popups }: { popups: PublicPopup[] }) {
  const pathname = useCurrentPath();
  if (pathname === null || popups.length === 0) return null;
  return <PopUpAtPath popups={popups} pathname={pathname} />;
}
