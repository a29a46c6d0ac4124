'use client';

import { scriptSafeJson } from '@/lib/site/script-json';
import Link from 'next/link';
import { useCurrentPath } from '../ui/use-current-path';
import { useEffect, useState } from 'react';
import { isExternalHref } from '@/lib/site/navigation';
import {
  COUNTDOWN_TICK_MS,
  bannerAtPathScript,
  bannerTargetsPath,
  countdownParts,
  dismissalExpiry,
  dismissalKey,
  expiryKey,
  isBannerLive,
  isDismissed,
  type CountdownParts,
  type PencilBanner as PencilBannerData,
} from '@/lib/content/pencil-banner';
import { NewTabLink } from '@/components/ui/button';

const DESIGNS: Record<PencilBannerData['design'], string> = {
  red: 'bg-wine text-white',
  gold: 'bg-gold text-ink',
  black: 'bg-ink text-white',
  gray: 'bg-ash text-ink',
};

/** Local-storage access never breaks the page: a failure is reported and reads as false. */
function readDismissal(text: string, now: number): boolean {
  try {
    const key = dismissalKey(text);
    return isDismissed(localStorage.getItem(key), localStorage.getItem(expiryKey(key)), now);
  } catch (error) {
    console.error('[pencil-banner] local storage unavailable', error);
    return false;
  }
}
function storeDismissal(text: string, now: number): boolean {
  try {
    const key = dismissalKey(text);
    localStorage.setItem(key, '1');
    localStorage.setItem(expiryKey(key), String(dismissalExpiry(now)));
    return true;
  } catch (error) {
    console.error('[pencil-banner] local storage unavailable', error);
    return false;
  }
}

/** Before the path is known: this banner's place among all banners, and their targeting. */
interface PathPick {
  index: number;
  targetings: PencilBannerData['targeting'][];
}

/**
 * Runs while the static HTML is parsed, before paint: hides a dismissed or finished banner so a
 * returning visitor never sees it flash, and (before the path is known) a banner not aimed at this
 * address. The component's effect then takes over.
 */
function preHideScript(banner: PencilBannerData, pathPick: PathPick | undefined): string {
  const key = dismissalKey(banner.text);
  const elsewhere = pathPick
    ? `${bannerAtPathScript(pathPick.targetings)}!==${pathPick.index}`
    : 'false';
  // The section right before this script: the element this script was written for.
  return `(function(){try{var el=document.currentScript&&document.currentScript.previousElementSibling;if(!el||el.id!==${scriptSafeJson(`pencil-${banner.id}`)})return;var n=Date.now();
var s=localStorage.getItem(${scriptSafeJson(key)}),x=localStorage.getItem(${scriptSafeJson(expiryKey(key))});
var dismissed=s!==null&&(x===null||n<Number(x));
var over=${banner.bannerType === 'countdown' ? `!(Date.parse(${scriptSafeJson(banner.endDate ?? '')})>n)` : 'false'};
if(dismissed||over||${elsewhere})el.hidden=true;}catch(e){}})();`;
}

/**
 * Picks the banner aimed at this page (first match) and shows it. The path is known only in the
 * browser after hydration (useCurrentPath): until then every banner is in the document and an
 * inline script beside each hides those not aimed at the address, so the right one shows from the
 * first paint and the page below does not move when the others leave.
 */
export function PencilBanners({ banners }: { banners: PencilBannerData[] }) {
  const pathname = useCurrentPath();
  if (pathname === null) {
    const targetings = banners.map((banner) => banner.targeting);
    return banners.map((banner, index) => (
      <PencilBanner key={banner.id} banner={banner} pathPick={{ index, targetings }} />
    ));
  }
  const banner = banners.find((candidate) => bannerTargetsPath(candidate.targeting, pathname));
  return banner ? <PencilBanner key={banner.id} banner={banner} /> : null;
}

type Visibility = 'pending' | 'shown' | 'hidden';

/**
 * Whether the banner shows (pending until checked in the browser), the time it was checked at, and
 * the close action. A countdown is checked again every tick until it is over.
 */
function useBannerVisibility(banner: PencilBannerData) {
  const [visibility, setVisibility] = useState<Visibility>('pending');
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const check = () => {
      const time = Date.now();
      setNow(time);
      const show = isBannerLive(banner, time) && !readDismissal(banner.text, time);
      setVisibility(show ? 'shown' : 'hidden');
      return show;
    };
    const first = window.setTimeout(check, 0);
    if (banner.bannerType !== 'countdown') return () => window.clearTimeout(first);
    const timer = window.setInterval(() => {
      if (!check()) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [banner]);

  const dismiss = () => {
    storeDismissal(banner.text, Date.now());
    setVisibility('hidden');
  };
  return { visibility, now, dismiss };
}

/**
 * Default and countdown banners; the countdown ticks every second
 * only while endDate is ahead and disappears at zero; closing stores a 7-day dismissal keyed by the
 * banner text.
 */
export function PencilBanner({
  banner,
  pathPick,
}: {
  banner: PencilBannerData;
  /** Only in the fallback shown before the path is known (see PencilBanners). */
  pathPick?: PathPick;
}) {
  const { visibility, now, dismiss } = useBannerVisibility(banner);
  if (visibility === 'hidden') return null;
  return (
    <>
      <section
        id={`pencil-${banner.id}`}
        aria-label="Announcement"
        data-testid="pencil-banner"
        suppressHydrationWarning
        // 44 px tall at least, so its close button (a 44 px target) stays inside it.
        className={`relative flex min-h-11 items-center justify-center px-12 py-3 text-center text-sm font-semibold ${DESIGNS[banner.design]}`}
      >
        <p>
          <BannerText banner={banner} />
          {banner.bannerType === 'countdown' ? (
            <Countdown parts={now !== null ? countdownParts(banner.endDate, now) : null} />
          ) : null}
        </p>
        {banner.hideCloseBtn ? null : (
          <button
            type="button"
            onClick={dismiss}
            className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded text-lg leading-none"
            aria-label="Close announcement"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </section>
      {visibility === 'pending' ? (
        <script dangerouslySetInnerHTML={{ __html: preHideScript(banner, pathPick) }} />
      ) : null}
    </>
  );
}

/** The banner's text, a link when it has a URL (an outside one opens in a new tab). */
function BannerText({ banner }: { banner: PencilBannerData }) {
  if (!banner.url) return banner.text;
  return isExternalHref(banner.url) ? (
    <NewTabLink href={banner.url} className="underline underline-offset-2">
      {banner.text}
    </NewTabLink>
  ) : (
    <Link href={banner.url} className="underline underline-offset-2">
      {banner.text}
    </Link>
  );
}

/** The time left; a no-break space holds its place until the browser has read the clock. */
function Countdown({ parts }: { parts: CountdownParts | null }) {
  return (
    <span role="timer" className="ml-2 tabular-nums" data-testid="pencil-countdown">
      {parts ? (
        <>
          <Unit value={parts.days} label="days" short="d" />{' '}
          <Unit value={parts.hours} label="hours" short="h" />{' '}
          <Unit value={parts.minutes} label="minutes" short="m" />{' '}
          <Unit value={parts.seconds} label="seconds" short="s" />
        </>
      ) : (
        '\u00a0'
      )}
    </span>
  );
}

function Unit({ value, label, short }: { value: number; label: string; short: string }) {
  return (
    <span>
      {String(value).padStart(2, '0')}
      <abbr title={label} className="no-underline">
        {short}
      </abbr>
    </span>
  );
}
