/**
 * Column widths (of 12) per breakpoint as static Tailwind classes (the class scanner needs whole
 * names): mobile below md, tablet from md (768 px), desktop from lg (1024 px).
 */
const MOBILE = [
  '',
  'col-span-1',
  'col-span-2',
  'col-span-3',
  'col-span-4',
  'col-span-5',
  'col-span-6',
  'col-span-7',
  'col-span-8',
  'col-span-9',
  'col-span-10',
  'col-span-11',
  'col-span-12',
];
const TABLET = [
  '',
  'md:col-span-1',
  'md:col-span-2',
  'md:col-span-3',
  'md:col-span-4',
  'md:col-span-5',
  'md:col-span-6',
  'md:col-span-7',
  'md:col-span-8',
  'md:col-span-9',
  'md:col-span-10',
  'md:col-span-11',
  'md:col-span-12',
];
const DESKTOP = [
  '',
  'lg:col-span-1',
  'lg:col-span-2',
  'lg:col-span-3',
  'lg:col-span-4',
  'lg:col-span-5',
  'lg:col-span-6',
  'lg:col-span-7',
  'lg:col-span-8',
  'lg:col-span-9',
  'lg:col-span-10',
  'lg:col-span-11',
  'lg:col-span-12',
];

export function columnClasses(size: { mobile: number; tablet: number; desktop: number }): string {
  return `${MOBILE[size.mobile] ?? 'col-span-12'} ${TABLET[size.tablet] ?? ''} ${DESKTOP[size.desktop] ?? ''}`;
}
