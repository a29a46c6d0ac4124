import type { MetadataRoute } from 'next';
import { getSettings } from '@/server/config';

/** The web app manifest: name and icons for a shopper who adds the shop to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  const { name } = getSettings().brand;
  return {
    name,
    short_name: name,
    start_url: '/',
    display: 'browser',
    background_color: '#fbf8f3',
    theme_color: '#8c1c2b',
    icons: [
      { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
